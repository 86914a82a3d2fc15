import fs from 'node:fs'
import path from 'node:path'
import { isProductionApp, type TEnv } from '../lib/app-env'
import type { TDemoCredentials } from './demo-passwords'

/** Where the first seed keeps the demo accounts' passwords: DEMO_ACCOUNTS_FILE, default data/demo-accounts.txt. */
export function demoCredentialsFile(env: TEnv = process.env): string {
  return path.resolve(process.cwd(), env.DEMO_ACCOUNTS_FILE || 'data/demo-accounts.txt')
}

/** A path as a person at the project's folder would type it: relative inside it, absolute outside. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file
}

/** The database a file belongs to, without a PostgreSQL password. */
export function databaseLabel(url: string): string {
  if (url.startsWith('file:')) return shownPath(path.resolve(url.slice('file:'.length)))
  try {
    const parsed = new URL(url)
    parsed.password = ''
    return parsed.toString()
  } catch {
    return 'the configured database'
  }
}

function table(credentials: TDemoCredentials): string[] {
  const emailWidth = Math.max(...credentials.accounts.map((account) => account.email.length))
  return credentials.accounts.map((account) => `${account.key.padEnd(9)} ${account.email.padEnd(emailWidth)}  ${account.password}`)
}

/**
 * Writes the passwords readable by the file's owner alone (0600). An earlier file is removed first: a mode
 * given when opening applies only to a file being created, and an old one may have been readable by others.
 */
export function writeDemoCredentials(file: string, credentials: TDemoCredentials, database: string, now = new Date()): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.rmSync(file, { force: true })
  const text = [
    `Demo accounts of this install (database: ${database}), created ${now.toISOString()} by its first seed.`,
    'Sign in at /login (staff also at /admin). Keep this file private; change these passwords or delete',
    'the accounts before the site is public (docs/decisions/013-per-install-demo-passwords.md).',
    '',
    ...table(credentials),
    '',
  ].join('\n')
  const descriptor = fs.openSync(file, 'wx', 0o600)
  try {
    // The process umask can only take bits away from 0600; this makes the mode exact whatever it is.
    fs.fchmodSync(descriptor, 0o600)
    fs.writeSync(descriptor, text)
  } finally {
    fs.closeSync(descriptor)
  }
}

/** The console box printed once, at the start that seeded the database; `savedTo` says where the file is. */
export function demoCredentialsBox(credentials: TDemoCredentials, savedTo: string): string {
  const lines = ['Demo accounts of this install (shown once):', '', ...table(credentials), '', savedTo]
  const width = Math.max(...lines.map((line) => line.length))
  const border = `+${'-'.repeat(width + 2)}+`
  return [border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n')
}

/**
 * After a seed: the generated passwords go to the file and, once, to the console (the answer). A production app
 * (whose console output usually ends in kept logs) shows only where the file is; a test run's DEMO_PASSWORD needs
 * neither. If the file cannot be written the box is shown anyway: losing the passwords would lock out /admin.
 */
export function keepDemoCredentials(credentials: TDemoCredentials, file: string, database: string, env: TEnv = process.env): string {
  if (credentials.source === 'environment') return "The demo accounts have the test run's DEMO_PASSWORD."
  try {
    writeDemoCredentials(file, credentials, database)
  } catch (error) {
    return `Could not save their passwords to ${shownPath(file)} (${String(error)}); copy them now:\n${demoCredentialsBox(credentials, 'Not saved.')}`
  }
  if (isProductionApp(env)) return `The demo accounts' passwords are in ${shownPath(file)} (owner-only).`
  return `\n${demoCredentialsBox(credentials, `Saved, readable by you only, in ${shownPath(file)}`)}`
}

/** What a later start says: where the first start put the passwords, never the passwords. */
export function whereDemoCredentialsAre(file: string): string {
  return fs.existsSync(file) ? `The demo accounts' passwords are in ${shownPath(file)} (written at the first start).` : ''
}
