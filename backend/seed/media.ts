import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'

const WIDTH = 1200
const HEIGHT = 630
const BRAND_COLOUR = '#0b3c5d'

const ogSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="${BRAND_COLOUR}"/>
  <rect x="80" y="395" width="160" height="8" fill="#f5a623"/>
  <text x="80" y="330" fill="#ffffff" font-family="sans-serif" font-size="112" font-weight="700">LPI Learning</text>
  <text x="80" y="470" fill="#cfe3f2" font-family="sans-serif" font-size="40">Infrastructure learning for Indonesia</text>
</svg>`

/** Renders the default Open Graph image and uploads it; returns the media id. */
export async function seedMedia(payload: Payload, req: PayloadRequest): Promise<number> {
  const data = await sharp(Buffer.from(ogSvg)).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    locale: 'id',
    data: { alt: 'Logo LPI Learning dengan latar biru tua' },
    file: { data, mimetype: 'image/png', name: 'og-default.png', size: data.length },
    overrideAccess: true,
    req,
  })
  await payload.update({
    collection: 'media',
    id: media.id,
    locale: 'en',
    data: { alt: 'LPI Learning logo on a dark blue background' },
    overrideAccess: true,
    req,
  })
  return media.id
}
