import { strToU8, zipSync, type Zippable } from 'fflate'
import type { TPersonalData } from './collect-personal-data'

export type TExportFile = { collection: string; filename: string; data: Uint8Array }

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`)

/**
 * The export as one zip: `profile.json`, one `<kind>.json` per kind of record (an empty list when the member has
 * none, so the reader sees it was looked for), the uploaded files under `files/<collection>/`, and `index.json`
 * naming them. Files are stored as they are: images and PDFs are compressed already.
 */
export function zipPersonalData(data: TPersonalData, files: TExportFile[], generatedAt: string): Uint8Array {
  const entries: Zippable = { 'profile.json': json(data.profile) }
  for (const [kind, rows] of Object.entries(data.records)) entries[`${kind}.json`] = json(rows)
  for (const file of files) entries[`files/${file.collection}/${file.filename}`] = [file.data, { level: 0 }]
  const index = {
    generatedAt,
    userId: data.profile.id,
    records: Object.fromEntries(Object.entries(data.records).map(([kind, rows]) => [kind, rows.length])),
    files: files.map((file) => `files/${file.collection}/${file.filename}`),
  }
  entries['index.json'] = json(index)
  return zipSync(entries, { level: 6 })
}
