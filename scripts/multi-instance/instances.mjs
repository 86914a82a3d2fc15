// The app instances: the production server (`tsx scripts/serve.ts -p PORT`, what `npm start` runs after migrate
// and seed) with one shared configuration, as a deployment would run them behind the balancer.
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createConnection } from 'node:net'
import path from 'node:path'
import { SERVER_NODE_ARGS } from '../../lib/http/server-node-args.mjs'
import { exited, kill, root, start, waitFor } from './processes.mjs'

const refuses = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(true))
  })

/** What every instance shares: the secrets, the database, Redis, S3, SMTP, and the balancer's address as the site's. */
export function sharedEnv({ databaseUrl, redisUrl, balancerUrl, smtpUrl, demoPassword, extra = {} }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    MULTI_INSTANCE: 'true',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: `multi-instance-test-${crypto.randomBytes(24).toString('hex')}`,
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
    CERTIFICATE_SIGNING_KEY: JSON.stringify(crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' })),
    SERVER_URL: balancerUrl,
    // The balancer runs on this machine: its X-Forwarded-For names the client for the per-address limits.
    TRUSTED_PROXIES: '127.0.0.1',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `multi-test-${process.pid}:`,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'LPI Learning <no-reply@multi.lpi.test>',
    DEMO_PASSWORD: demoPassword,
    ...extra,
  }
  delete env.APP_ENV
  delete env.PORT
  delete env.MAIL_OUTBOX_DIR
  return env
}

/**
 * One instance on `port` (also PORT: server components call the instance's own /api there, lib/api/server.ts),
 * its uploads on its own disk folder (nothing shared unless S3 is configured).
 */
export function appInstance({ name, port, env }) {
  const uploadDir = path.join('data', `multi-media-${name}`)
  fs.rmSync(path.join(root, uploadDir), { recursive: true, force: true })
  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child: undefined,
    start: async () => {
      instance.child = start(`instance-${name}`, process.execPath, [...SERVER_NODE_ARGS, 'scripts/serve.mjs', '-p', String(port)], { env: { ...env, PORT: String(port), UPLOAD_DIR: uploadDir } })
      const child = instance.child
      await waitFor(`instance ${name}`, async () => {
        if (child.exitCode !== null) throw new Error(`instance ${name} stopped; see reports/multi-instance/instance-${name}.log`)
        return (await fetch(`${instance.url}/api/static/menu`)).ok
      }, 180, 500)
    },
    /**
     * kill -9 of the whole process group: no drain, no goodbye. Resolves once the port refuses connections: the
     * server process (a grandchild of npx) may still accept some while the kernel tears it down.
     */
    killHard: async () => {
      kill(instance.child, 'SIGKILL')
      await exited(instance.child)
      await waitFor(`instance ${name} gone`, () => refuses(port), 10, 5)
    },
  }
  return instance
}
