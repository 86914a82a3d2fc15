import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { drizzle as libsqlDrizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { drizzle as pgDrizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { migrations as postgresMigrations } from '../../backend/migrations/postgres/index'
import { migrations as sqliteMigrations } from '../../backend/migrations/sqlite/index'
import { POSTGRES_ADMIN_URL, POSTGRES_TEST_DB, testDb } from './setup/database'

/**
 * Migration cp3p_engine (decision 036) on a database built by the migrations BEFORE it and filled in the old cp3p
 * model (chapters and lectures inside the programme, marks in cp3p_progress), on the adapter of this run (TEST_DB).
 */
const adapter = testDb()
const all = (adapter === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as { name: string; up: (args: unknown) => Promise<void> }[]
const mine = all.findIndex((migration) => migration.name.endsWith('_cp3p_engine'))
const sqlTag = (adapter === 'postgres' ? postgresSql : sqliteSql) as unknown as (strings: TemplateStringsArray, ...values: unknown[]) => never
const scratchDb = `${POSTGRES_TEST_DB}_cp3p_mig`
const sqliteFile = path.join(os.tmpdir(), `portal-int-cp3p-mig-${process.pid}.db`)

type TRow = Record<string, unknown>
let db: { run?: (q: never) => Promise<unknown>; all?: (q: never) => Promise<TRow[]>; execute?: (q: never) => Promise<{ rows: TRow[] }> }
let close: () => Promise<void> = async () => {}
const q = async (strings: TemplateStringsArray, ...values: unknown[]): Promise<TRow[]> => {
  const query = sqlTag(strings, ...values)
  return adapter === 'postgres' ? (await db.execute!(query)).rows : db.all!(query)
}
const n = (value: unknown) => Number(value)

async function asAdmin(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  await client.query(statement).finally(() => client.end())
}

async function openScratch() {
  if (adapter === 'postgres') {
    await asAdmin(`DROP DATABASE IF EXISTS ${scratchDb} WITH (FORCE)`)
    await asAdmin(`CREATE DATABASE ${scratchDb}`)
    const pool = new pg.Pool({ connectionString: POSTGRES_ADMIN_URL.replace(/\/postgres$/, `/${scratchDb}`) })
    db = pgDrizzle(pool) as never
    close = async () => {
      await pool.end()
      await asAdmin(`DROP DATABASE IF EXISTS ${scratchDb} WITH (FORCE)`)
    }
  } else {
    fs.rmSync(sqliteFile, { force: true })
    const client = libsqlDrizzle({ connection: { url: `file:${sqliteFile}` } })
    db = client as never
    close = async () => {
      client.$client.close()
      fs.rmSync(sqliteFile, { force: true })
    }
  }
}

const ids = { users: [] as number[], programmes: {} as Record<string, number>, lectures: {} as Record<string, string>, material: 0 }

/** Two chapters (a reading in both languages, a video, a file) for `jakarta`; none for `empty`. */
async function fillOldModel() {
  for (const email of ['paid@example.test', 'unpaid@example.test', 'cancelled@example.test']) {
    const [row] = await q`INSERT INTO "users" ("email", "full_name", "role") VALUES (${email}, ${email}, ${'learner'}) RETURNING "id"`
    ids.users.push(n(row.id))
  }
  const due = new Date(Date.now() + 86_400_000).toISOString()
  for (const slug of ['jakarta', 'empty']) {
    const [row] = await q`INSERT INTO "cp3p_programmes" ("slug", "price", "currency", "due_date_registration", "capacity") VALUES (${slug}, ${1000}, ${'IDR'}, ${due}, ${10}) RETURNING "id"`
    ids.programmes[slug] = n(row.id)
    await q`INSERT INTO "cp3p_programmes_locales" ("title", "_locale", "_parent_id") VALUES (${`Programme ${slug}`}, ${'id'}, ${n(row.id)}) RETURNING "id"`
    await q`INSERT INTO "cp3p_programmes_locales" ("title", "_locale", "_parent_id") VALUES (${`Programme ${slug} EN`}, ${'en'}, ${n(row.id)}) RETURNING "id"`
  }
  // An online course already has the slug `jakarta`: the engine course must take another.
  await q`INSERT INTO "courses" ("slug", "_status") VALUES (${'jakarta'}, ${'published'}) RETURNING "id"`
  const [material] = await q`INSERT INTO "cp3p_materials" ("filename", "mime_type") VALUES (${'slides.pdf'}, ${'application/pdf'}) RETURNING "id"`
  ids.material = n(material.id)
  const programme = ids.programmes.jakarta
  const body = JSON.stringify({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Isi' }] }] } })
  const chapters: [string, string, [string, string, string | null, number | null][]][] = [
    // Stored out of order: `_order` decides.
    ['ch-b', 'Bab 2', [['lec-file', 'file', null, ids.material]]],
    ['ch-a', 'Bab 1', [['lec-video', 'video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', null], ['lec-read', 'reading', null, null]]],
  ]
  for (const [chapterId, title, lectures] of chapters) {
    await q`INSERT INTO "cp3p_programmes_chapters" ("_order", "_parent_id", "id") VALUES (${chapterId === 'ch-a' ? 1 : 2}, ${programme}, ${chapterId}) RETURNING "id"`
    await q`INSERT INTO "cp3p_programmes_chapters_locales" ("title", "_locale", "_parent_id") VALUES (${title}, ${'id'}, ${chapterId}) RETURNING "id"`
    for (const [lectureId, type, videoUrl, upload] of lectures) {
      const order = lectureId === 'lec-read' ? 1 : 2
      await q`INSERT INTO "cp3p_programmes_chapters_lectures" ("_order", "_parent_id", "id", "type", "video_url", "upload_id") VALUES (${order}, ${chapterId}, ${lectureId}, ${type}, ${videoUrl}, ${upload}) RETURNING "id"`
      await q`INSERT INTO "cp3p_programmes_chapters_lectures_locales" ("title", "body", "_locale", "_parent_id") VALUES (${`${lectureId} id`}, ${type === 'reading' ? body : null}, ${'id'}, ${lectureId}) RETURNING "id"`
      await q`INSERT INTO "cp3p_programmes_chapters_lectures_locales" ("title", "_locale", "_parent_id") VALUES (${`${lectureId} en`}, ${'en'}, ${lectureId}) RETURNING "id"`
    }
  }
  const [paid, unpaid, cancelled] = ids.users
  for (const [user, paymentStatus, status] of [[paid, 'paid', 'registered'], [unpaid, 'unpaid', 'registered'], [cancelled, 'paid', 'cancelled']] as const) {
    await q`INSERT INTO "cp3p_registrations" ("user_id", "programme_id", "status", "payment_status", "amount", "currency") VALUES (${user}, ${programme}, ${status}, ${paymentStatus}, ${1000}, ${'IDR'}) RETURNING "id"`
  }
  for (const [user, lecture] of [[paid, 'lec-read'], [paid, 'lec-file'], [unpaid, 'lec-read'], [paid, 'gone-lecture']] as const) {
    await q`INSERT INTO "cp3p_progress" ("user_id", "programme_id", "lecture_id") VALUES (${user}, ${programme}, ${lecture}) RETURNING "id"`
  }
}

beforeAll(async () => {
  expect(mine).toBeGreaterThan(0)
  await openScratch()
  for (const migration of all.slice(0, mine)) await migration.up({ db, payload: undefined, req: undefined })
  await fillOldModel()
  await all[mine].up({ db, payload: undefined, req: undefined })
}, 120_000)

afterAll(async () => close())

describe(`migration cp3p_engine on ${adapter}`, () => {
  it('gives a programme with chapters an engine course marked cp3p, published, with a free slug and both titles', async () => {
    const [programme] = await q`SELECT "course_id" FROM "cp3p_programmes" WHERE "id" = ${ids.programmes.jakarta}`
    const [course] = await q`SELECT "id", "slug", "cp3p_course", "_status" FROM "courses" WHERE "id" = ${n(programme.course_id)}`
    expect(course.slug).toBe(`jakarta-cp3p-${ids.programmes.jakarta}`)
    expect(!!course.cp3p_course && course.cp3p_course !== 0).toBe(true)
    expect(course._status).toBe('published')
    const names = await q`SELECT "_locale", "name" FROM "courses_locales" WHERE "_parent_id" = ${n(course.id)}`
    // PostgreSQL orders an enum by its declared order: sort here.
    expect(names.map((row) => [row._locale, row.name]).sort()).toEqual([['en', 'Programme jakarta EN'], ['id', 'Programme jakarta']])
    const [empty] = await q`SELECT "course_id" FROM "cp3p_programmes" WHERE "id" = ${ids.programmes.empty}`
    expect(empty.course_id ?? null).toBeNull()
  })

  it('carries chapters and lectures over in order, with types, texts, video and material', async () => {
    const [programme] = await q`SELECT "course_id" FROM "cp3p_programmes" WHERE "id" = ${ids.programmes.jakarta}`
    const courseId = n(programme.course_id)
    const chapters = await q`SELECT c."id", c."order", l."title" FROM "course_chapters" c JOIN "course_chapters_locales" l ON l."_parent_id" = c."id" WHERE c."course_id" = ${courseId} ORDER BY c."order"`
    expect(chapters.map((row) => row.title)).toEqual(['Bab 1', 'Bab 2'])
    const lectures = await q`SELECT l."id", l."chapter_id", l."type", l."video_source", l."video_url", l."cp3p_material_id", t."title", t."body"
      FROM "course_lectures" l JOIN "course_lectures_locales" t ON t."_parent_id" = l."id" AND t."_locale" = ${'id'} WHERE l."course_id" = ${courseId} ORDER BY l."chapter_id", l."order"`
    expect(lectures.map((row) => [row.title, row.type, n(row.chapter_id)])).toEqual([
      ['lec-read id', 'reading', n(chapters[0].id)],
      ['lec-video id', 'video', n(chapters[0].id)],
      ['lec-file id', 'file', n(chapters[1].id)],
    ])
    const body = typeof lectures[0].body === 'string' ? JSON.parse(lectures[0].body) : lectures[0].body
    expect(body.root.children[0].children[0].text).toBe('Isi')
    expect([lectures[1].video_source, lectures[1].video_url]).toEqual(['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'])
    expect(n(lectures[2].cp3p_material_id)).toBe(ids.material)
    const english = await q`SELECT t."title" FROM "course_lectures_locales" t JOIN "course_lectures" l ON l."id" = t."_parent_id" WHERE l."course_id" = ${courseId} AND t."_locale" = ${'en'} ORDER BY t."title"`
    expect(english.map((row) => row.title)).toEqual(['lec-file en', 'lec-read en', 'lec-video en'])
  })

  it('turns marks into lecture-progress on the new lecture ids and enrols only paid, registered learners', async () => {
    const [paid, unpaid, cancelled] = ids.users
    const [programme] = await q`SELECT "course_id" FROM "cp3p_programmes" WHERE "id" = ${ids.programmes.jakarta}`
    const courseId = n(programme.course_id)
    const marks = await q`SELECT p."user_id", t."title" FROM "lecture_progress" p JOIN "course_lectures_locales" t ON t."_parent_id" = p."lecture_id" AND t."_locale" = ${'id'} WHERE p."course_id" = ${courseId} ORDER BY p."user_id", t."title"`
    expect(marks.map((row) => [n(row.user_id), row.title])).toEqual([
      [paid, 'lec-file id'],
      [paid, 'lec-read id'],
      [unpaid, 'lec-read id'],
    ])
    const enrolled = await q`SELECT "user_id" FROM "course_enrolments" WHERE "course_id" = ${courseId}`
    expect(enrolled.map((row) => n(row.user_id))).toEqual([paid])
    expect(enrolled.map((row) => n(row.user_id))).not.toContain(cancelled)
  })

  it('drops the old chapter tables', async () => {
    const table = adapter === 'postgres'
      ? await q`SELECT table_name AS name FROM information_schema.tables WHERE table_name LIKE ${'cp3p_programmes_chapters%'}`
      : await q`SELECT name FROM sqlite_master WHERE type = ${'table'} AND name LIKE ${'cp3p_programmes_chapters%'}`
    expect(table).toEqual([])
  })
})
