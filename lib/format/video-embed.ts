const YOUTUBE = /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/
const VIMEO = /^(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/

/** The privacy-friendly embed address of a YouTube or Vimeo link; null for anything else. */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  if (!url) return null
  const youtube = url.match(YOUTUBE)
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`
  const vimeo = url.match(VIMEO)
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`
  return null
}

export function validateVideoUrl(value: string | null | undefined): true | string {
  if (!value) return true
  return videoEmbedUrl(value) ? true : 'Use a YouTube or Vimeo link'
}
