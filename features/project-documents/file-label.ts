import type { Locale } from '@/lib/i18n/config'

const FORMATS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
}

/** The short name people know a file type by (PDF, DOCX, ...), from its MIME type. */
export function fileFormat(mimeType: string): string {
  return FORMATS[mimeType] ?? (mimeType.split('/')[1] ?? '').toUpperCase()
}

/** A file size as people read it: 1.5 MB, 980 KB (decimal comma in Indonesian). */
export function fileSize(bytes: number | null, locale: Locale): string {
  if (!bytes || bytes < 0) return ''
  const units = ['B', 'KB', 'MB', 'GB']
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1)
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 ** power)
  return `${value} ${units[power]}`
}
