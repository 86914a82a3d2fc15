// The production topology on this machine, for `npm run bench:topology`: HAProxy -> two Varnish caches (vmod xkey,
// deploy/varnish) -> two app instances (`scripts/serve.mjs`) sharing a private PostgreSQL, Redis and S3, built with
// the multi-instance test's helpers (scripts/multi-instance, docs/decisions/024). Every child is ended at exit.
import fs from 'node:fs'
import path from 'node:path'
import { TEST_DEMO_PASSWORD } from '../../tests/demo-password.mjs'
import { startLocalS3 } from '../../tests/s3/local-s3.ts'
import { startHaproxy } from '../../scripts/multi-instance/haproxy.mjs'
import { appInstance, sharedEnv } from '../../scripts/multi-instance/instances.mjs'
import { createDatabase, startPostgres } from '../../scripts/multi-instance/postgres.mjs'
import { onExit, root, run } from '../../scripts/multi-instance/processes.mjs'
import { redisServer } from '../../scripts/multi-instance/redis.mjs'
import { smtpServer } from '../../scripts/multi-instance/smtp.mjs'
import { varnishAvailable, varnishCache } from '../../scripts/multi-instance/varnish.mjs'

const port = (name, fallback) => Number(process.env[name] || fallback)
export const PORTS = {
  front: port('TOPOLOGY_PORT_FRONT', 3760),
  instances: [port('TOPOLOGY_PORT_A', 3750), port('TOPOLOGY_PORT_B', 3751)],
  // Each cache: the PROXY listener on this port, its purge listener on the next.
  caches: [port('TOPOLOGY_PORT_VARNISH_1', 3781), port('TOPOLOGY_PORT_VARNISH_2', 3783)],
  postgres: port('TOPOLOGY_PORT_POSTGRES', 5462),
  redis: port('TOPOLOGY_PORT_REDIS', 6402),
  smtp: port('TOPOLOGY_PORT_SMTP', 2546),
  s3: port('TOPOLOGY_PORT_S3', 4641),
}

/** Starts everything; resolves to the addresses the benchmark reads and the process groups whose CPU it counts. */
export async function startTopology(log) {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('no production build: run `npx next build` first')
  if (!varnishAvailable()) throw new Error('varnishd with vmod xkey is needed: apt-get install -y varnish varnish-modules')
  for (const taken of [PORTS.front, ...PORTS.instances, ...PORTS.caches, ...PORTS.caches.map((p) => p + 1)]) {
    if (await fetch(`http://127.0.0.1:${taken}/`).then(() => true, () => false)) throw new Error(`port ${taken} is already in use`)
  }
  const demoPassword = process.env.DEMO_PASSWORD || TEST_DEMO_PASSWORD
  log('- private PostgreSQL, Redis, S3 and SMTP')
  const postgres = await startPostgres({ port: PORTS.postgres })
  const databaseUrl = await createDatabase(postgres, 'portal_topology')
  const redis = redisServer({ port: PORTS.redis })
  await redis.start()
  const smtp = smtpServer({ port: PORTS.smtp })
  await smtp.start()
  const s3 = await startLocalS3({ port: PORTS.s3, bucket: 'portal-topology' })
  onExit(() => fs.rmSync(s3.directory, { recursive: true, force: true }))

  const frontUrl = `http://127.0.0.1:${PORTS.front}`
  const names = ['A', 'B']
  const backends = names.map((name, i) => ({ name, port: PORTS.instances[i] }))
  const caches = PORTS.caches.map((frontPort, i) => varnishCache({ name: `V${i + 1}`, frontPort, purgePort: frontPort + 1, instances: backends }))
  const env = sharedEnv({
    databaseUrl,
    redisUrl: redis.url,
    balancerUrl: frontUrl,
    smtpUrl: smtp.url,
    demoPassword,
    extra: { ...s3.env, JOBS_AUTORUN: 'false', HTTP_CACHE_PURGE_URLS: caches.map((cache) => cache.purgeUrl).join(',') },
  })
  log('- migrate and seed')
  for (const cache of ['.next/cache/fetch-cache', '.next/server/route-cache']) fs.rmSync(path.join(root, cache), { recursive: true, force: true })
  const setupEnv = { ...env }
  delete setupEnv.NODE_ENV
  await run('setup', 'npm', ['run', 'migrate'], { env: setupEnv })
  await run('setup', 'npm', ['run', 'seed'], { env: setupEnv })

  log('- instances A and B, caches V1 and V2, HAProxy in front')
  const instances = names.map((name, i) => appInstance({ name, port: PORTS.instances[i], env }))
  await Promise.all(instances.map((instance) => instance.start()))
  await Promise.all(caches.map((cache) => cache.start()))
  const haproxy = await startHaproxy({ name: 'haproxy-front', port: PORTS.front, instances: caches.map((cache) => ({ name: cache.name, port: cache.frontPort })), healthPath: '/api/health', sendProxy: true })
  return {
    frontUrl,
    frontPort: PORTS.front,
    instances,
    caches,
    editorAccount: { email: 'admin@demo.lpi.test', password: demoPassword },
    // Whose CPU is the topology's: HAProxy, both caches, both instances (each leads its process group).
    serverGroups: [haproxy.pid, ...caches.map((cache) => cache.child.pid), ...instances.map((instance) => instance.child.pid)],
  }
}
