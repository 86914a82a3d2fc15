import { sniffImageType } from '../../lib/sniff-image-type'

/** JPEG, PNG, WEBP or PDF as proven by the first bytes; a renamed executable or text file is null. */
export function sniffProofType(data: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | null {
  const image = sniffImageType(data)
  if (image) return image
  if (data.length > 5 && String.fromCharCode(...data.subarray(0, 5)) === '%PDF-') return 'application/pdf'
  return null
}
