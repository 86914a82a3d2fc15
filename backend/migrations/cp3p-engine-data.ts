/**
 * Data part of migration cp3p_engine (decision 036), shared by the SQLite and PostgreSQL migrations: every cp3p
 * programme with chapters gets an engine course (marked cp3p, published, no lecturers) holding its chapters and
 * lectures in order; marks in cp3p_progress become lecture_progress rows on the new lecture ids; paid registrants
 * are enrolled. Runs after the new columns exist and before the old chapter tables are dropped.
 *
 * Plain SQL with quoted identifiers and bound values, which both databases accept; `rows` runs one statement and
 * returns its rows (INSERT ... RETURNING included), so the adapter-specific part is one line in each migration.
 */

type TRow = Record<string, unknown>
// drizzle's `sql` tag from the adapter package of the calling migration.
type TSqlTag = (strings: TemplateStringsArray, ...values: unknown[]) => unknown
export type TMigrationSql = { sql: TSqlTag; rows: (query: never) => Promise<TRow[]> }

const ENGINE_TYPES: Record<string, string> = { reading: 'reading', video: 'video', file: 'file' }

/** A video address as the engine's video source; an uploaded file (or none) is an `upload`. */
export function videoSourceOf(url: unknown): 'youtube' | 'vimeo' | 'upload' {
  const text = typeof url === 'string' ? url : ''
  if (/youtube\.com|youtu\.be/.test(text)) return 'youtube'
  if (/vimeo\.com/.test(text)) return 'vimeo'
  return 'upload'
}

/** Rich text comes back as text from SQLite and as an object from PostgreSQL's jsonb; both take JSON text. */
const jsonText = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value))
const isoOf = (value: unknown): string => new Date((value as string | Date | null) ?? Date.now()).toISOString()
const num = (value: unknown): number => Number(value)

export async function copyCp3pToEngine({ sql, rows }: TMigrationSql): Promise<void> {
  const q = (strings: TemplateStringsArray, ...values: unknown[]) => rows(sql(strings, ...values) as never)
  const programmes = await q`SELECT p."id", p."slug" FROM "cp3p_programmes" p
    WHERE EXISTS (SELECT 1 FROM "cp3p_programmes_chapters" c WHERE c."_parent_id" = p."id") ORDER BY p."id"`
  for (const programme of programmes) {
    const programmeId = num(programme.id)
    const courseId = await createCourse(q, programmeId, String(programme.slug))
    const lectureIds = await copyChapters(q, programmeId, courseId)
    await copyProgress(q, programmeId, courseId, lectureIds)
    const paid = await q`SELECT DISTINCT "user_id" FROM "cp3p_registrations"
      WHERE "programme_id" = ${programmeId} AND "payment_status" = ${'paid'} AND "status" = ${'registered'}`
    for (const { user_id } of paid) await q`INSERT INTO "course_enrolments" ("user_id", "course_id") VALUES (${num(user_id)}, ${courseId}) RETURNING "id"`
    await q`UPDATE "cp3p_programmes" SET "course_id" = ${courseId} WHERE "id" = ${programmeId} RETURNING "id"`
  }
}

type TQ = (strings: TemplateStringsArray, ...values: unknown[]) => Promise<TRow[]>

async function createCourse(q: TQ, programmeId: number, programmeSlug: string): Promise<number> {
  // The programme's slug when no online course has it yet, otherwise the slug with the programme id.
  const [taken] = await q`SELECT "id" FROM "courses" WHERE "slug" = ${programmeSlug}`
  const slug = taken ? `${programmeSlug}-cp3p-${programmeId}` : programmeSlug
  const now = new Date().toISOString()
  const [course] = await q`INSERT INTO "courses" ("slug", "cp3p_course", "final_exam", "order", "_status", "latest_update")
    VALUES (${slug}, ${true}, ${false}, ${0}, ${'published'}, ${now}) RETURNING "id"`
  const courseId = num(course.id)
  const titles = await q`SELECT "_locale", "title" FROM "cp3p_programmes_locales" WHERE "_parent_id" = ${programmeId}`
  for (const row of titles) await q`INSERT INTO "courses_locales" ("name", "_locale", "_parent_id") VALUES (${row.title}, ${row._locale}, ${courseId}) RETURNING "id"`
  return courseId
}

/** The chapters and lectures in their array order; returns old lecture row id -> new lecture id. */
async function copyChapters(q: TQ, programmeId: number, courseId: number): Promise<Map<string, number>> {
  const lectureIds = new Map<string, number>()
  const chapters = await q`SELECT "id" FROM "cp3p_programmes_chapters" WHERE "_parent_id" = ${programmeId} ORDER BY "_order"`
  for (const [chapterIndex, chapter] of chapters.entries()) {
    const [created] = await q`INSERT INTO "course_chapters" ("course_id", "order") VALUES (${courseId}, ${chapterIndex + 1}) RETURNING "id"`
    const chapterId = num(created.id)
    const chapterTitles = await q`SELECT "_locale", "title" FROM "cp3p_programmes_chapters_locales" WHERE "_parent_id" = ${chapter.id}`
    for (const row of chapterTitles) await q`INSERT INTO "course_chapters_locales" ("title", "_locale", "_parent_id") VALUES (${row.title}, ${row._locale}, ${chapterId}) RETURNING "id"`
    const lectures = await q`SELECT "id", "type", "video_url", "upload_id" FROM "cp3p_programmes_chapters_lectures" WHERE "_parent_id" = ${chapter.id} ORDER BY "_order"`
    for (const [lectureIndex, lecture] of lectures.entries()) {
      const type = ENGINE_TYPES[String(lecture.type)] ?? 'reading'
      const upload = lecture.upload_id === null || lecture.upload_id === undefined ? null : num(lecture.upload_id)
      const [row] = await q`INSERT INTO "course_lectures" ("chapter_id", "course_id", "order", "type", "video_source", "video_url", "cp3p_material_id")
        VALUES (${chapterId}, ${courseId}, ${lectureIndex + 1}, ${type}, ${videoSourceOf(lecture.video_url)}, ${lecture.video_url ?? null}, ${upload}) RETURNING "id"`
      const lectureId = num(row.id)
      lectureIds.set(String(lecture.id), lectureId)
      const texts = await q`SELECT "_locale", "title", "body" FROM "cp3p_programmes_chapters_lectures_locales" WHERE "_parent_id" = ${lecture.id}`
      for (const text of texts) {
        await q`INSERT INTO "course_lectures_locales" ("title", "body", "_locale", "_parent_id") VALUES (${text.title}, ${jsonText(text.body)}, ${text._locale}, ${lectureId}) RETURNING "id"`
      }
    }
  }
  return lectureIds
}

async function copyProgress(q: TQ, programmeId: number, courseId: number, lectureIds: Map<string, number>): Promise<void> {
  const marks = await q`SELECT "user_id", "lecture_id", "created_at" FROM "cp3p_progress" WHERE "programme_id" = ${programmeId} ORDER BY "id"`
  const seen = new Set<string>()
  for (const mark of marks) {
    const lectureId = lectureIds.get(String(mark.lecture_id))
    // A mark of a lecture since deleted from the programme has nothing to point at.
    if (!lectureId || mark.user_id === null) continue
    const key = `${String(mark.user_id)}:${lectureId}`
    if (seen.has(key)) continue
    seen.add(key)
    const at = isoOf(mark.created_at)
    await q`INSERT INTO "lecture_progress" ("user_id", "lecture_id", "course_id", "created_at", "updated_at") VALUES (${num(mark.user_id)}, ${lectureId}, ${courseId}, ${at}, ${at}) RETURNING "id"`
  }
}
