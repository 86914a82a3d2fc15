import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { migrations as postgresMigrations } from '../../backend/migrations/postgres/index'
import { migrations as sqliteMigrations } from '../../backend/migrations/sqlite/index'
import { savePageMeta } from './setup/fixtures'
import { getTestPayload, unique } from './setup/payload'

describe('committed migrations', () => {
  it.each([
    ['sqlite', sqliteMigrations],
    ['postgres', postgresMigrations],
  ])('the %s index lists every migration file of its folder (the harness runs the index)', (adapter, listed) => {
    const folder = fileURLToPath(new URL(`../../backend/migrations/${adapter}`, import.meta.url))
    const files = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .map((file) => file.replace(/\.ts$/, ''))
      .sort()
    expect(listed.map((migration) => migration.name)).toEqual(files)
  })
})

describe('schema built by the committed migrations', () => {
  it('records every committed migration of the adapter in use as applied', async () => {
    const payload = await getTestPayload()
    const committed = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
    const applied = await payload.find({ collection: 'payload-migrations', limit: 0, sort: 'name' })
    expect(applied.docs.map((doc) => doc.name)).toEqual(committed.map((migration) => migration.name))
  })

  it('keeps id and en values of localized page-meta fields apart', async () => {
    const payload = await getTestPayload()
    const path = `/${unique('schema')}`
    const id = await savePageMeta(
      payload,
      path,
      { title: 'Tentang Kami', keyword: 'tentang' },
      { title: 'About Us', keyword: 'about' },
    )

    const inId = await payload.findByID({ collection: 'page-meta', id, locale: 'id' })
    const inEn = await payload.findByID({ collection: 'page-meta', id, locale: 'en' })
    expect([inId.title, inId.keyword]).toEqual(['Tentang Kami', 'tentang'])
    expect([inEn.title, inEn.keyword]).toEqual(['About Us', 'about'])
    expect(inEn.path).toBe(path)
  })

  it('falls back to the id value when a field has no en value', async () => {
    const payload = await getTestPayload()
    const id = await savePageMeta(payload, `/${unique('fallback')}`, { title: 'Hanya Indonesia', description: 'Deskripsi' })

    const inEn = await payload.findByID({ collection: 'page-meta', id, locale: 'en' })
    expect([inEn.title, inEn.description]).toEqual(['Hanya Indonesia', 'Deskripsi'])
  })

  it('returns no en value when fallback is switched off', async () => {
    const payload = await getTestPayload()
    const id = await savePageMeta(payload, `/${unique('nofallback')}`, { title: 'Hanya Indonesia' })

    const inEn = await payload.findByID({ collection: 'page-meta', id, locale: 'en', fallbackLocale: false })
    expect(inEn.title ?? null).toBeNull()
  })
})
