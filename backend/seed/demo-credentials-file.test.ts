import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { zNewPassword } from '../../lib/contracts/account/validation'
import { databaseLabel, demoCredentialsBox, keepDemoCredentials, whereDemoCredentialsAre, writeDemoCredentials } from './demo-credentials-file'
import { demoCredentials, newDemoPassword } from './demo-passwords'

let folder = ''
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-credentials-'))
})
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

describe('per-install demo passwords', () => {
  it('are long, random and accepted by the portal as a new password', () => {
    const passwords = Array.from({ length: 200 }, newDemoPassword)
    expect(new Set(passwords).size).toBe(passwords.length)
    for (const password of passwords) {
      expect(password.length).toBeGreaterThanOrEqual(20)
      expect(zNewPassword.safeParse(password).success, password).toBe(true)
    }
  })

  it('differ per account and per seed', () => {
    const all = [demoCredentials({}), demoCredentials({})].flatMap(({ accounts }) => accounts.map((account) => account.password))
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('the demo credentials file', () => {
  it('is readable by its owner only, even where a readable one was before', () => {
    const file = path.join(folder, 'data', 'demo-accounts.txt')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, 'old', { mode: 0o644 })
    const credentials = demoCredentials({})
    writeDemoCredentials(file, credentials, 'data/portal.db')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const text = fs.readFileSync(file, 'utf8')
    const lines = text.split('\n')
    for (const account of credentials.accounts) {
      expect(lines.some((line) => line.includes(account.email) && line.trimEnd().endsWith(` ${account.password}`))).toBe(true)
    }
    expect(text).toContain('data/portal.db')
  })

  it('names a PostgreSQL database without its password', () => {
    expect(databaseLabel('postgres://app:s3cret@db.example:5432/portal')).toBe('postgres://app@db.example:5432/portal')
  })

  it('is announced once in a box listing every account', () => {
    const credentials = demoCredentials({})
    const box = demoCredentialsBox(credentials, 'Saved in data/demo-accounts.txt').split('\n')
    expect(new Set(box.map((line) => line.length)).size).toBe(1)
    for (const account of credentials.accounts) expect(box.some((line) => line.includes(account.password))).toBe(true)
  })
})

describe('after the first seed', () => {
  const file = () => path.join(folder, 'demo-accounts.txt')
  const passwordsIn = (text: string, credentials: ReturnType<typeof demoCredentials>) =>
    credentials.accounts.filter((account) => text.includes(account.password)).length

  it('shows the passwords once and keeps them in the owner-only file; a later start names only the file', () => {
    const credentials = demoCredentials({})
    const shown = keepDemoCredentials(credentials, file(), 'data/portal.db', {})
    expect(passwordsIn(shown, credentials)).toBe(credentials.accounts.length)
    expect(fs.statSync(file()).mode & 0o777).toBe(0o600)
    expect(passwordsIn(fs.readFileSync(file(), 'utf8'), credentials)).toBe(credentials.accounts.length)
    const later = whereDemoCredentialsAre(file())
    expect(later).toContain(file())
    expect(passwordsIn(later, credentials)).toBe(0)
  })

  it('in a production app writes the file but prints no password', () => {
    const credentials = demoCredentials({})
    const shown = keepDemoCredentials(credentials, file(), 'postgres://db/portal', { APP_ENV: 'production' })
    expect(passwordsIn(shown, credentials)).toBe(0)
    expect(shown).toContain(file())
    expect(passwordsIn(fs.readFileSync(file(), 'utf8'), credentials)).toBe(credentials.accounts.length)
  })

  it("writes no file for a test run's DEMO_PASSWORD", () => {
    keepDemoCredentials(demoCredentials({ DEMO_PASSWORD: 'Test-Only-1!' }), file(), 'data/e2e.db', {})
    expect(fs.existsSync(file())).toBe(false)
    expect(whereDemoCredentialsAre(file())).toBe('')
  })
})
