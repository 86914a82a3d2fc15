// b. A file uploaded through instance A downloads through instance B, byte for byte (S3 storage shared by both,
// docs/decisions/021); a private one (a course's file) is refused to a visitor on both and served to staff.
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

async function upload(base, token, collection, file, data) {
  const form = new FormData()
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(data))
  const response = await fetch(`${base}/api/${collection}`, { method: 'POST', headers: { Authorization: `JWT ${token}`, Origin: base }, body: form })
  const body = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(`upload to ${collection} on A answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
  return body.doc
}

const download = async (url, headers = {}) => {
  const response = await fetch(url, { headers })
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

export async function uploads({ instances: [a, b], balancerUrl, editorAccount }) {
  const { token } = await (await fetch(`${a.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: balancerUrl }, body: JSON.stringify(editorAccount) })).json()
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0b3c5d' } }).png().toBuffer()
  const media = await upload(a.url, token, 'media', { bytes: png, type: 'image/png', name: `multi-${Date.now()}.png` }, { alt: 'multi-instance test' })
  const document = await PDFDocument.create()
  document.addPage([200, 200])
  const pdf = Buffer.from(await document.save())
  const courseFile = await upload(a.url, token, 'course-files', { bytes: pdf, type: 'application/pdf', name: `multi-${Date.now()}.pdf` }, { course: 1 })

  const problems = []
  const publicOnB = await download(`${b.url}/api/media/file/${media.filename}`)
  if (publicOnB.status !== 200 || !publicOnB.bytes.equals(png)) problems.push(`the image uploaded on A answered ${publicOnB.status} on B${publicOnB.status === 200 ? ' with other bytes' : ''}`)
  const privatePath = `/api/course-files/file/${courseFile.filename}`
  const visitor = await Promise.all([a, b].map((instance) => download(`${instance.url}${privatePath}`)))
  visitor.forEach((answer, i) => {
    if (![401, 403, 404].includes(answer.status)) problems.push(`the course file answered ${answer.status} to a visitor on ${[a, b][i].name}`)
  })
  const staffOnB = await download(`${b.url}${privatePath}`, { Authorization: `JWT ${token}` })
  if (staffOnB.status !== 200 || !staffOnB.bytes.equals(pdf)) problems.push(`the course file uploaded on A answered ${staffOnB.status} to staff on B`)
  return {
    problems,
    figures: [`image from A on B: ${publicOnB.status} (${publicOnB.bytes.length} bytes); course file to a visitor on A/B: ${visitor.map((answer) => answer.status).join('/')}, to staff on B: ${staffOnB.status}`],
  }
}
