import { randomInt } from 'node:crypto'
import { isProductionApp, type TEnv } from '../lib/app-env'
import { DEMO_ACCOUNTS, type TDemoAccount, type TDemoAccountKey } from './demo-accounts'

export type TDemoCredential = TDemoAccount & { key: TDemoAccountKey; password: string }
/** 'generated': random for this install; 'environment': DEMO_PASSWORD of a test run. */
export type TDemoCredentials = { source: 'generated' | 'environment'; accounts: TDemoCredential[] }

// No look-alikes (0/O, 1/l/I) so the password can be read off a terminal and typed.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'
const GROUPS = 4
const GROUP_LENGTH = 6

/**
 * 24 characters from crypto randomness (about 139 bits) in dash-separated groups. It meets the portal's
 * own rules for a new password (features/account/validation.ts), so it can be typed into any form.
 */
export function newDemoPassword(): string {
  for (;;) {
    const group = () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    const password = Array.from({ length: GROUPS }, group).join('-')
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) return password
  }
}

/**
 * The passwords the seed gives the demo accounts: a new random one per account, or, for test runs that must
 * sign in (scripts/e2e-server.sh, bench/load.mjs), DEMO_PASSWORD for all of them. A production app refuses it.
 */
export function demoCredentials(env: TEnv = process.env): TDemoCredentials {
  const fixed = env.DEMO_PASSWORD
  if (fixed && isProductionApp(env)) throw new Error('DEMO_PASSWORD is for test runs only; APP_ENV=production refuses it.')
  const accounts = (Object.keys(DEMO_ACCOUNTS) as TDemoAccountKey[]).map((key) => ({
    key,
    ...DEMO_ACCOUNTS[key],
    password: fixed || newDemoPassword(),
  }))
  return { source: fixed ? 'environment' : 'generated', accounts }
}
