import { spawnSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

const SECRET = 'a'.repeat(64)
const SIGNING_KEY = JSON.stringify(generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }))
const RSA_KEY = JSON.stringify(generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'jwk' }))

/** Runs the guard as `npm start` does, in a child process with only the given variables (plus PATH). */
function guard(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'backend/scripts/production-guard.ts'], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  })
  return { status: result.status, stderr: result.stderr }
}

describe('production guard (APP_ENV=production)', () => {
  it('refuses to start without PAYLOAD_SECRET', () => {
    const { status, stderr } = guard({ APP_ENV: 'production', SERVER_URL: 'https://learning.example.org' })
    expect(status).toBe(1)
    expect(stderr).toContain('PAYLOAD_SECRET is not set')
  })

  it('refuses to start with an http or missing SERVER_URL', () => {
    for (const serverUrl of ['http://learning.example.org', 'not a url', '']) {
      const { status, stderr } = guard({ APP_ENV: 'production', PAYLOAD_SECRET: SECRET, SERVER_URL: serverUrl })
      expect(status, serverUrl).toBe(1)
      expect(stderr).toContain('SERVER_URL must be')
    }
  })

  it("refuses a short secret and the test runs' demo password", () => {
    const short = guard({ APP_ENV: 'production', PAYLOAD_SECRET: 'short', SERVER_URL: 'https://learning.example.org' })
    expect(short.status).toBe(1)
    const demo = guard({ APP_ENV: 'production', PAYLOAD_SECRET: SECRET, SERVER_URL: 'https://learning.example.org', DEMO_PASSWORD: 'x' })
    expect(demo.status).toBe(1)
    expect(demo.stderr).toContain('DEMO_PASSWORD')
  })

  it('refuses a missing, unreadable or non-Ed25519 certificate signing key', () => {
    const base = { APP_ENV: 'production', PAYLOAD_SECRET: SECRET, SERVER_URL: 'https://learning.example.org' }
    const cases: [string | undefined, string][] = [[undefined, 'CERTIFICATE_SIGNING_KEY is not set'], ['{"kty":"OKP"', 'not a readable private key'], [RSA_KEY, 'must be an Ed25519']]
    for (const [key, message] of cases) {
      const { status, stderr } = guard(key ? { ...base, CERTIFICATE_SIGNING_KEY: key } : base)
      expect(status, message).toBe(1)
      expect(stderr).toContain(message)
    }
  }, 60_000)

  it('lets a configured production app and any local run start', () => {
    expect(guard({ APP_ENV: 'production', PAYLOAD_SECRET: SECRET, SERVER_URL: 'https://learning.example.org', CERTIFICATE_SIGNING_KEY: SIGNING_KEY }).status).toBe(0)
    expect(guard({}).status).toBe(0)
    expect(guard({ NODE_ENV: 'production', SERVER_URL: 'http://localhost:3000' }).status).toBe(0)
  })

  it('refuses MULTI_INSTANCE=true without a shared secret, a PostgreSQL database and a server actions key', () => {
    const pgUrl = 'postgres://app@db.internal:5432/portal'
    const key = Buffer.alloc(32, 7).toString('base64')
    const bare = guard({ MULTI_INSTANCE: 'true' })
    expect(bare.status).toBe(1)
    for (const name of ['PAYLOAD_SECRET', 'DATABASE_URL', 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'CERTIFICATE_SIGNING_KEY']) expect(bare.stderr).toContain(name)
    const sqlite = guard({ MULTI_INSTANCE: 'true', PAYLOAD_SECRET: SECRET, DATABASE_URL: 'file:data/portal.db', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key })
    expect(sqlite.status).toBe(1)
    expect(sqlite.stderr).toContain('postgres://')
    const shortSecret = guard({ MULTI_INSTANCE: 'true', PAYLOAD_SECRET: 'short', DATABASE_URL: pgUrl, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key })
    expect(shortSecret.status).toBe(1)
    expect(shortSecret.stderr).toContain('PAYLOAD_SECRET must be set')
    const badKey = guard({ MULTI_INSTANCE: 'true', PAYLOAD_SECRET: SECRET, DATABASE_URL: pgUrl, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'not-a-key' })
    expect(badKey.status).toBe(1)
    expect(badKey.stderr).toContain('base64 of 16, 24 or 32 bytes')
    expect(guard({ MULTI_INSTANCE: 'true', PAYLOAD_SECRET: SECRET, DATABASE_URL: pgUrl, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key }).stderr).toContain('CERTIFICATE_SIGNING_KEY')
    expect(guard({ MULTI_INSTANCE: 'true', PAYLOAD_SECRET: SECRET, DATABASE_URL: pgUrl, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key, CERTIFICATE_SIGNING_KEY: SIGNING_KEY }).status).toBe(0)
    expect(guard({ MULTI_INSTANCE: 'false' }).status).toBe(0)
  }, 60_000)

  it('never lets MULTI_INSTANCE fall back to a secret generated into data/', async () => {
    const { payloadSecret } = await import('./secret')
    const saved = { ...process.env }
    try {
      delete process.env.PAYLOAD_SECRET
      process.env.MULTI_INSTANCE = 'true'
      expect(() => payloadSecret()).toThrow(/MULTI_INSTANCE=true needs one PAYLOAD_SECRET/)
    } finally {
      process.env = saved
    }
  })

  it('runs first in every script that migrates, seeds or starts', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    for (const name of ['migrate', 'seed', 'seed:if-empty']) expect(scripts[name]).toMatch(/^tsx backend\/scripts\/production-guard\.ts && /)
    for (const name of ['build', 'setup', 'start']) expect(scripts[name]).toMatch(/^npm run migrate && /)
  })
})
