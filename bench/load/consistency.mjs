// After `npm run bench:load`: what the server acknowledged (the ledger) against what PostgreSQL holds.
// No acknowledged enrolment, lecture mark, answer or submit may be missing, none may be stored twice, and no
// attempt may be counted that the learner was not told about (a double submit counted twice).
import pg from 'pg'

const LEARNERS = `u.email LIKE 'load-learner-%@bench.lpi.test'`

/**
 * Compares one acknowledged set with database rows keyed the same way: missing, duplicated, unacknowledged. A
 * stored row whose write got no answer (`uncertain`: its instance died) is not counted as unacknowledged.
 */
function compare(label, acknowledged, rows, uncertain, baseline = new Set()) {
  const counts = new Map()
  for (const row of rows) counts.set(row.key, (counts.get(row.key) ?? 0) + 1)
  const missing = [...acknowledged].filter((key) => !counts.has(key))
  const duplicated = [...counts].filter(([, count]) => count > 1).map(([key]) => key)
  const unacknowledged = [...counts.keys()].filter((key) => !acknowledged.has(key) && !uncertain.has(`${label}|${key}`) && !baseline.has(key))
  return { label, acknowledged: acknowledged.size, stored: rows.length, missing, duplicated, unacknowledged }
}

const ENROLMENTS = `SELECT u.email || '|' || e.course_id AS key FROM course_enrolments e JOIN users u ON u.id = e.user_id WHERE ${LEARNERS}`
const PROGRESS = `SELECT u.email || '|' || p.lecture_id AS key FROM lecture_progress p JOIN users u ON u.id = p.user_id WHERE ${LEARNERS}`
const SUBMITTED = `SELECT t.id::text AS key FROM assessment_attempts t JOIN users u ON u.id = t.user_id WHERE ${LEARNERS} AND t.submitted_at IS NOT NULL`

/**
 * The learners' rows a setup wrote before the run (bench/load-learners.ts --exam-ready: enrolments, lectures read,
 * quizzes passed): checkConsistency's `baseline`, stored without an acknowledgement and rightly so.
 */
export async function snapshotRows(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const keys = async (sql) => new Set((await client.query(sql)).rows.map((row) => row.key))
    return { enrolments: await keys(ENROLMENTS), 'lecture progress': await keys(PROGRESS), 'submitted attempts': await keys(SUBMITTED) }
  } finally {
    await client.end()
  }
}

/**
 * The exam storm's own checks (bench/load/exam-storm.mjs), on the final exam of `courseId`: each learner who signed
 * in has exactly one attempt (number 1), submitted, with an answer to every question; every start a learner was
 * answered named that one attempt.
 */
async function checkExam(query, ledger, { courseId, emails }) {
  const problems = []
  const attempts = await query(
    `SELECT t.id, u.email, t.number, t.submitted_at, (SELECT count(*) FROM assessment_answers a WHERE a.attempt_id = t.id) AS answers
     FROM assessment_attempts t JOIN users u ON u.id = t.user_id JOIN assessments b ON b.id = t.assessment_id
     WHERE ${LEARNERS} AND b.key = 'exam:${Number(courseId)}'`,
  )
  // A learner whose call got no answer (a dropped connection) is counted as an error, not judged here.
  const interrupted = ledger.examInterrupted ?? new Set()
  const judged = attempts.filter((row) => !interrupted.has(row.email))
  const byEmail = new Map()
  for (const row of attempts) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row])
  const none = emails.filter((email) => !byEmail.has(email) && !interrupted.has(email))
  const several = [...byEmail].filter(([, rows]) => rows.length > 1)
  const notFirst = attempts.filter((row) => Number(row.number) !== 1)
  const open = judged.filter((row) => !row.submitted_at)
  const short = judged.filter((row) => row.submitted_at && Number(row.answers) !== ledger.examQuestions)
  const startedOther = [...ledger.examStarts].filter(([email, ids]) => !interrupted.has(email) && (ids.size !== 1 || !byEmail.get(email)?.some((row) => ids.has(row.id))))
  if (none.length) problems.push(`exam: ${none.length} learners have no attempt, e.g. ${none.slice(0, 3).join(', ')}`)
  if (several.length) problems.push(`exam: ${several.length} learners have more than one attempt (counted twice), e.g. ${several[0][0]}`)
  if (notFirst.length) problems.push(`exam: ${notFirst.length} attempts are not number 1, e.g. attempt ${notFirst[0].id}`)
  if (open.length) problems.push(`exam: ${open.length} attempts were never submitted, e.g. attempt ${open[0].id}`)
  if (short.length) problems.push(`exam: ${short.length} submitted attempts without an answer to each of the ${ledger.examQuestions} questions, e.g. attempt ${short[0].id} (${short[0].answers})`)
  if (startedOther.length) problems.push(`exam: ${startedOther.length} learners were answered another attempt than the one stored (or two), e.g. ${startedOther[0][0]}`)
  return { problems, figures: { learners: emails.length, started: ledger.examStarts.size, attempts: attempts.length, submitted: attempts.filter((row) => row.submitted_at).length, questions: ledger.examQuestions, 'interrupted by a network error': interrupted.size } }
}

/**
 * @param {string} databaseUrl @param {ReturnType<typeof import('./learner.mjs').newLedger>} ledger
 * @param {{ baseline?: Awaited<ReturnType<typeof snapshotRows>>, exam?: { courseId: number, emails: string[] } }} [options]
 *   `baseline`: rows that were there before the run; `exam`: the exam storm's checks too.
 */
export async function checkConsistency(databaseUrl, ledger, { baseline, exam } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const query = async (sql) => (await client.query(sql)).rows
    const enrolments = await query(ENROLMENTS)
    const progress = await query(PROGRESS)
    const answers = await query(
      `SELECT a.attempt_id || '|' || a.question_id AS key, a.choices FROM assessment_answers a JOIN assessment_attempts t ON t.id = a.attempt_id JOIN users u ON u.id = t.user_id WHERE ${LEARNERS}`,
    )
    const attempts = await query(
      `SELECT t.id, u.email, t.assessment_id, t.number, t.submitted_at FROM assessment_attempts t JOIN users u ON u.id = t.user_id WHERE ${LEARNERS}`,
    )
    const uncertain = ledger.uncertain ?? new Set()
    const checks = [
      compare('enrolments', ledger.enrolments, enrolments, uncertain, baseline?.enrolments),
      compare('lecture progress', ledger.progress, progress, uncertain, baseline?.['lecture progress']),
      compare('answers', new Set(ledger.answers.keys()), answers, uncertain),
      compare('submitted attempts', new Set([...ledger.submits.keys()].map(String)), attempts.filter((row) => row.submitted_at).map((row) => ({ key: String(row.id) })), uncertain, baseline?.['submitted attempts']),
    ]
    const problems = []
    for (const check of checks) {
      if (check.missing.length) problems.push(`${check.label}: ${check.missing.length} acknowledged but not stored (lost), e.g. ${check.missing.slice(0, 3).join(', ')}`)
      if (check.duplicated.length) problems.push(`${check.label}: ${check.duplicated.length} stored more than once, e.g. ${check.duplicated.slice(0, 3).join(', ')}`)
      if (check.unacknowledged.length) problems.push(`${check.label}: ${check.unacknowledged.length} stored but never acknowledged, e.g. ${check.unacknowledged.slice(0, 3).join(', ')}`)
    }
    // The stored choices are the last ones the learner was told were saved.
    // Choice kinds store option ids (compared sorted), text and numbers their own object; ordering and matching
    // store ids the learner never saw ('*': present is enough).
    const canonical = (choices) => (Array.isArray(choices) ? JSON.stringify([...choices].sort()) : JSON.stringify(choices))
    const stored = new Map(answers.map((row) => [row.key, canonical(row.choices)]))
    const changed = [...ledger.answers].filter(([key, choices]) => choices !== '*' && stored.has(key) && stored.get(key) !== choices && !uncertain.has(`answers|${key}`))
    if (changed.length) problems.push(`answers: ${changed.length} stored with other choices than acknowledged, e.g. ${changed[0][0]}`)
    // Each submit acknowledged once (a double submit must not be accepted twice), by its own learner.
    const owners = new Map(attempts.map((row) => [String(row.id), row.email]))
    const counted = [...ledger.submits].filter(([, submit]) => submit.count > 1)
    if (counted.length) problems.push(`submits: ${counted.length} attempts acknowledged as submitted more than once, e.g. attempt ${counted[0][0]}`)
    const foreign = [...ledger.submits].filter(([id, submit]) => owners.has(String(id)) && owners.get(String(id)) !== submit.email)
    if (foreign.length) problems.push(`submits: ${foreign.length} attempts stored under another learner`)
    // Attempt numbers per learner and quiz are 1, 2, 3 at most, never two of one number.
    const perBank = new Map()
    for (const row of attempts) {
      const key = `${row.email}|${row.assessment_id}`
      perBank.set(key, [...(perBank.get(key) ?? []), Number(row.number)])
    }
    const badNumbers = [...perBank].filter(([, numbers]) => new Set(numbers).size !== numbers.length || numbers.length > 3)
    if (badNumbers.length) problems.push(`attempts: ${badNumbers.length} learner/quiz pairs with repeated numbers or more than 3 attempts, e.g. ${badNumbers[0][0]}`)
    const { tried, bothAccepted, noneAccepted } = ledger.doubleSubmits
    if (!tried) problems.push('double submits: none reached the server, so the race was not checked')
    if (bothAccepted) problems.push(`double submits: ${bothAccepted} of ${tried} were accepted twice`)
    if (noneAccepted) problems.push(`double submits: ${noneAccepted} of ${tried} were refused twice (the attempt was never submitted)`)
    const examCheck = exam ? await checkExam(query, ledger, exam) : null
    if (examCheck) problems.push(...examCheck.problems)
    return {
      ok: problems.length === 0,
      problems,
      figures: {
        ...(examCheck ? { exam: examCheck.figures } : {}),
        ...Object.fromEntries(checks.map((check) => [check.label, { acknowledged: check.acknowledged, stored: check.stored, ...(baseline?.[check.label] ? { 'set up before the run': baseline[check.label].size } : {}) }])),
        'open attempts': attempts.filter((row) => !row.submitted_at).length,
        'double submits': { tried, bothAccepted, noneAccepted },
        'writes without an answer': uncertain.size,
      },
    }
  } finally {
    await client.end()
  }
}
