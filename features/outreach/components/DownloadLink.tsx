import type { TFile } from '@/backend/services/shapes'
import { fileFormat, fileSize } from '@/features/project-documents/file-label'
import type { Locale } from '@/lib/i18n/config'

/**
 * A download named for what it is: the label says what, the visible format and size say how heavy.
 * `srLabel` names the document for screen readers, since many such links sit on one page.
 */
export function DownloadLink(props: { file: TFile; label: string; srLabel: string; locale: Locale; className?: string }) {
  const { file, label, srLabel, locale, className } = props
  const size = fileSize(file.filesize, locale)
  return (
    <a className={className} href={file.url} download={file.filename} aria-label={srLabel}>
      {label}{' '}
      <span aria-hidden="true">
        ({fileFormat(file.mimeType)}
        {size && `, ${size}`})
      </span>
    </a>
  )
}
