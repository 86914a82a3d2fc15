const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

/** What a member types becomes paragraphs (blank lines) and line breaks; typed markup stays text. */
export function textToHtml(text: string, images: { url: string; alt: string }[] = []): string {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
    .map((block) => `<p>${escape(block.trim()).replace(/\n/g, '<br>')}</p>`)
  return [...paragraphs, ...images.map((image) => `<p><img src="${escape(image.url)}" alt="${escape(image.alt)}"></p>`)].join('')
}
