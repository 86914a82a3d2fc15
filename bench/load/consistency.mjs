// After `npm run bench:load`: what the server acknowledged (the ledger) against what PostgreSQL holds.
// No acknowledged enrolment, lecture mark, answer or submit may be missing, none may be stored twice, and no
// attempt may be counted that the learner was not told about (a double submit counted twice).
import pg from 'pg'

const LEARNERS = `u.email LIKE 'load-learner-%@bench.lpi.test'`

/**
 * Compares one acknowledged set with database rows keyed the same way: missing, duplicated, unacknowledged. A
 * stored row whose write got no answer (`uncertain`: its instance died) is not counted as unacknowledged.
 */
function compare(label, acknowledged, rows, uncertain) {
  const counts = new Map()
  for (const row of rows) counts.set(row.key, (counts.get(row.key) ?? 0) + 1)
  const missing = [...acknowledged].filter((key) => !counts.has(key))
  const duplicated = [...counts].filter(([, count]) => count > 1).map(([key]) => key)
  const unacknowledged = [...counts.keys()].filter((key) => !acknowledged.has(key) && !uncertain.has(`${label}|${key}`))
  return { label, acknowledged: acknowledged.size, stored: rows.length, missing, duplicated, unacknowledged }
}

/** @param {string} databaseUrl @param {ReturnType<typeof import('./learner.mjs').newLedger>} ledger */
export async function checkConsistency(databaseUrl, ledger) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const query = async (sql) => (await client.query(sql)).rows
    const enrolments = await query(`SELECT u.email || '|' || e.course_id AS key FROM course_enrolments e JOIN users u ON u.id = e.user_id WHERE ${LEARNERS}`)
    const progress = await query(`SELECT u.email || '|' || p.lecture_id AS key FROM lecture_progress p JOIN users u ON u.id = p.user_id WHERE ${LEARNERS}`)
    const answers = await query(
      `SELECT a.attempt_id || '|' || a.question_id AS key, a.choices FROM assessment_answers a JOIN assessment_attempts t ON t.id = a.attempt_id JOIN users u ON u.id = t.user_id WHERE ${LEARNERS}`,
    )
    const attempts = await query(
      `SELECT t.id, u.email, t.assessment_id, t.number, t.submitted_at FROM assessment_attempts t JOIN users u ON u.id = t.user_id WHERE ${LEARNERS}`,
    )
    const uncertain = ledger.uncertain ?? new Set()
    const checks = [
      compare('enrolments', ledger.enrolments, enrolments, uncertain),
      compare('lecture progress', ledger.progress, progress, uncertain),
      compare('answers', new Set(ledger.answers.keys()), answers, uncertain),
      compare('submitted attempts', new Set([...ledger.submits.keys()].map(String)), attempts.filter((row) => row.submitted_at).map((row) => ({ key: String(row.id) })), uncertain),
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
    return {
      ok: problems.length === 0,
      problems,
      figures: {
        ...Object.fromEntries(checks.map((check) => [check.label, { acknowledged: check.acknowledged, stored: check.stored }])),
        'open attempts': attempts.filter((row) => !row.submitted_at).length,
        'double submits': { tried, bothAccepted, noneAccepted },
        'writes without an answer': uncertain.size,
      },
    }
  } finally {
    await client.end()
  }
}
