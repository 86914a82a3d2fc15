import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'
import type { TBilingual } from './types'

const PALETTE = ['#0b3c5d', '#1d6f8a', '#3b5b2a', '#6b3a5b', '#8a5d00', '#2f4858']

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** Initials of a person or body: academic titles (Prof., Dr., Ir.) and degrees after the comma are left out. */
const initials = (name: string) =>
  name
    .split(',')[0]
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word) && !word.endsWith('.'))
    .slice(0, 2)
    .map((word) => word[0])
    .join('')

/** A head-and-shoulders silhouette with initials: a portrait that reads as a person without being a real one. */
export function portraitSvg(name: string, index: number): string {
  const colour = PALETTE[index % PALETTE.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="100%" height="100%" fill="#e8eef4"/>
    <circle cx="300" cy="235" r="120" fill="${colour}"/>
    <path d="M90 600 C 110 420, 490 420, 510 600 Z" fill="${colour}"/>
    <text x="300" y="262" text-anchor="middle" fill="#ffffff" font-family="sans-serif" font-size="84" font-weight="700">${escape(initials(name))}</text>
  </svg>`
}

/** A name on one line, or on two of about equal length when it is long. */
function wrapName(name: string): string[] {
  const words = name.split(' ')
  if (name.length <= 16 || words.length < 2) return [name]
  let best = 1
  for (let i = 1; i < words.length; i++) {
    const gap = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length)
    if (gap < Math.abs(words.slice(0, best).join(' ').length - words.slice(best).join(' ').length)) best = i
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')]
}

/** A partner's wordmark on white: a mark with its initials and the name, sized to fit the 640 px logo. */
export function logoSvg(name: string, index: number): string {
  const colour = PALETTE[index % PALETTE.length]
  const lines = wrapName(name)
  const longest = Math.max(...lines.map((line) => line.length))
  const size = Math.min(46, Math.floor(430 / (longest * 0.62)))
  const top = 120 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35
  const text = lines
    .map((line, i) => `<tspan x="170" y="${Math.round(top + i * size * 1.15)}">${escape(line)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="36" y="60" width="116" height="120" rx="24" fill="${colour}"/>
    <text x="94" y="136" text-anchor="middle" fill="#ffffff" font-family="sans-serif" font-size="44" font-weight="700">${escape(initials(name) || name[0])}</text>
    <text fill="${colour}" font-family="sans-serif" font-size="${size}" font-weight="700">${text}</text>
  </svg>`
}

/** A university seal: a ring with the university's short name and its city. */
export function sealSvg(short: string, city: string, index: number): string {
  const colour = PALETTE[index % PALETTE.length]
  const size = short.length > 3 ? 64 : 88
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <circle cx="200" cy="200" r="170" fill="${colour}"/>
    <circle cx="200" cy="200" r="140" fill="none" stroke="#f2a900" stroke-width="6"/>
    <text x="200" y="215" text-anchor="middle" fill="#ffffff" font-family="sans-serif" font-size="${size}" font-weight="700">${escape(short)}</text>
    <text x="200" y="275" text-anchor="middle" fill="#ffffff" font-family="sans-serif" font-size="28">${escape(city.toUpperCase())}</text>
  </svg>`
}

/** An award: a medal with the year under a ribbon. */
export function awardSvg(year: number, index: number): string {
  const colour = PALETTE[index % PALETTE.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="100%" height="100%" fill="#f5f7fa"/>
    <path d="M250 40 L300 200 L260 200 L220 40 Z M390 40 L340 200 L380 200 L420 40 Z" fill="${colour}"/>
    <circle cx="320" cy="290" r="130" fill="#f2a900"/>
    <circle cx="320" cy="290" r="104" fill="none" stroke="#ffffff" stroke-width="6"/>
    <text x="320" y="315" text-anchor="middle" fill="#072a41" font-family="sans-serif" font-size="68" font-weight="700">${year}</text>
  </svg>`
}

/** A wide banner picture: a city skyline over a bridge, in the brand colours. */
export function bannerSvg(index: number, width = 1600, height = 600): string {
  const colour = PALETTE[index % PALETTE.length]
  const towers = Array.from({ length: 14 }, (_, i) => {
    const h = 120 + ((i * 73 + index * 41) % 220)
    return `<rect x="${760 + i * 58}" y="${height - 150 - h}" width="46" height="${h}" fill="#ffffff" fill-opacity="${0.08 + (i % 3) * 0.04}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#072a41"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width - 260}" cy="150" r="90" fill="#f2a900" fill-opacity="0.85"/>
    ${towers}
    <path d="M0 ${height - 150} Q ${width / 2} ${height - 320} ${width} ${height - 150}" stroke="#f2a900" stroke-width="10" fill="none"/>
    <rect x="0" y="${height - 150}" width="${width}" height="150" fill="#072a41" fill-opacity="0.75"/>
  </svg>`
}

/** Renders an SVG to PNG and uploads it to `media` with its alternative text in both languages. */
export async function uploadImage(payload: Payload, req: PayloadRequest, name: string, svg: string, alt: TBilingual): Promise<number> {
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    locale: 'id',
    data: { alt: alt.id },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
    overrideAccess: true,
    req,
  })
  await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: alt.en }, overrideAccess: true, req })
  return media.id
}
