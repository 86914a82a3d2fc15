import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** A PDF's text (items joined by spaces) and the URLs of its link annotations, as a reader would see them. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; links: string[] }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise
  const texts: string[] = []
  const links: string[] = []
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number)
    const content = await page.getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
    for (const annotation of await page.getAnnotations()) if (annotation.url) links.push(String(annotation.url))
  }
  await doc.destroy()
  return { text: texts.join('\n'), links }
}
