// g. The SMTP server is down while people sign up and register for an event through the balancer: the answers
// are the usual ones, and every mail arrives once SMTP is back (queued jobs retry; nothing is sent and lost).
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { Client } from '../../../bench/load/client.mjs'
import { sleep } from '../processes.mjs'
import { fetchFrom, loopbackAddress } from '../source-address.mjs'

const SIGN_UPS = 6
const REGISTRATIONS = 6
// The mail job retries with an exponential backoff from 1 s (backend/jobs/send-mail-task.ts).
const DELIVERY_LIMIT_MS = 120_000
const PASSWORD = 'Multi-Mail-Outage-2026!'

async function botCheck(base) {
  const { data } = await (await fetch(`${base}/api/user/account/bot-check`)).json()
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge: data.challenge, solution })).toString('base64')
}

/** An event open for registration, made through the admin API by the editor (no question to answer). */
async function openEvent(base, editorAccount) {
  const { token } = await (await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify(editorAccount) })).json()
  const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString()
  const response = await fetch(`${base}/api/events?locale=id`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, Origin: base },
    body: JSON.stringify({
      title: `Webinar uji surat ${Date.now()}`,
      _status: 'published',
      format: 'online',
      onlineUrl: 'https://meet.example.test/multi',
      eventStatus: 'scheduled',
      startDate: inDays(5),
      endDate: inDays(5.1),
      startDate_tz: 'Asia/Jakarta',
      endDate_tz: 'Asia/Jakarta',
      registrationOpen: true,
    }),
  })
  const body = await response.json()
  if (!response.ok) throw new Error(`creating the event answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
  return body.doc.id
}

export async function mailOutage({ balancerUrl, smtp, editorAccount, spareLearners, log }) {
  const problems = []
  const eventId = await openEvent(balancerUrl, editorAccount)
  const expected = []
  log('- stop SMTP')
  await smtp.stop()
  const stamp = Date.now()
  for (let i = 0; i < SIGN_UPS; i++) {
    const email = `multi-signup-${stamp}-${i}@multi.lpi.test`
    const client = new Client({ base: balancerUrl, fetch: fetchFrom(loopbackAddress(3, i)) })
    const body = { fullName: `Peserta ${i}`, email, password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: '081298765432', company: 'Dinas PUPR', occupation: null, gender: '', agreeTerms: true, botCheck: await botCheck(balancerUrl) }
    const answer = await client.call('register', '/api/user/account/register', { method: 'POST', body })
    if (!answer.ok) problems.push(`sign-up ${i} answered ${answer.status}`)
    expected.push({ what: 'activation', to: email })
  }
  for (const account of spareLearners.slice(0, REGISTRATIONS)) {
    const client = new Client({ base: balancerUrl })
    const login = await client.call('login', '/api/user/account/login', { method: 'POST', body: account })
    const answer = await client.call('register', '/api/event/registration', { method: 'POST', body: { eventId, answers: {} } })
    if (!login.ok || !answer.ok) problems.push(`${account.email}: sign-in ${login.status}, event registration ${answer.status}`)
    expected.push({ what: 'event registration', to: account.email })
  }
  const arrivedDuringOutage = smtp.received.length
  await sleep(3000)
  log('- start SMTP')
  await smtp.start()
  const backAt = performance.now()
  const missing = () => expected.filter((mail) => !smtp.to(mail.to).length)
  while (missing().length && performance.now() - backAt < DELIVERY_LIMIT_MS) await sleep(500)
  const lastArrival = (performance.now() - backAt) / 1000
  for (const mail of missing()) problems.push(`the ${mail.what} mail to ${mail.to} never arrived`)
  return {
    problems,
    figures: [
      `${expected.length} mails expected (${SIGN_UPS} sign-ups, ${REGISTRATIONS} event registrations while SMTP was down), ${expected.length - missing().length} delivered after it came back (within ${lastArrival.toFixed(1)} s), ${arrivedDuringOutage} during the outage`,
    ],
  }
}
