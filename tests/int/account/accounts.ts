import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { unique } from '../setup/payload'
import { call, cookieValue } from './http'
import { mailCatcher, tokenFromMail } from './mail-catcher'

export const PASSWORD = 'Infra-2026!aman'

/** Solves the offline bot check as the sign-up page does, answering the value the form sends. */
export async function solvedBotCheck(): Promise<string> {
  const { body } = await call<{ mode: string; challenge: Challenge }>('GET', 'user/account/bot-check')
  const challenge = body.data!.challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Rina Marlina',
    email: `${unique('rina')}@example.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phoneNumber: '081298765432',
    company: 'Dinas PUPR Kota Bandung',
    // As the form sends "no choice" after its own parse.
    occupation: null,
    gender: '',
    agreeTerms: true,
    ...overrides,
  }
}

/** Registers through the API, opens the activation mail's link and signs in; answers the session token. */
export async function registeredMember(overrides: Record<string, unknown> = {}) {
  await mailCatcher.start()
  const data = registration(overrides)
  const registered = await call('POST', 'user/account/register', { body: { ...data, botCheck: await solvedBotCheck() } })
  if (registered.status !== 200) throw new Error(`register: ${registered.body.message}`)
  const token = tokenFromMail(await mailCatcher.latestTo(data.email), /\/masuk\/aktivasi/)
  const activated = await call('POST', 'user/account/validate', { body: { accountId: '', linkVerification: token } })
  if (activated.status !== 200) throw new Error(`activate: ${activated.body.message}`)
  return { ...data, ...(await signIn(data.email, data.password)) }
}

export async function signIn(email: string, password: string) {
  const login = await call<{ profile: { accountId: number } }>('POST', 'user/account/login', { body: { email, password } })
  if (login.status !== 200) throw new Error(`login: ${login.body.message}`)
  return { token: cookieValue(login.setCookies, 'auth-token')!, accountId: login.body.data!.profile.accountId }
}
