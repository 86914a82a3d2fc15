import sharp from 'sharp'
import { getTestPayload } from './setup/payload'

/**
 * A small PNG in `media`, alt text in both languages. It lands in the run's own upload folder (UPLOAD_DIR, a
 * temporary folder given by the global setup); the media collection's folder is not moved elsewhere, since every
 * later file of the run shares this process and expects media where the configuration puts it.
 */
export async function createTestImage(name: string, alt: { id: string; en: string }): Promise<number> {
  const payload = await getTestPayload()
  const data = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#0b3c5d' } }).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    locale: 'id',
    data: { alt: alt.id },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
  })
  await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: alt.en } })
  return media.id
}

export const rich = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }],
  },
})

/** The plain text of a Lexical body, to compare what an endpoint answered. */
export function textOf(body: unknown): string {
  return JSON.stringify(body ?? '').match(/"text":"([^"]*)"/g)?.map((m) => m.slice(8, -1)).join(' ') ?? ''
}
