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

// TOPOLOGY_PORT_BASE lays every port out from one base (15 ports: base .. base+14), for a machine where the
// defaults are taken; each TOPOLOGY_PORT_* still overrides its own.
const BASE = process.env.TOPOLOGY_PORT_BASE ? Number(process.env.TOPOLOGY_PORT_BASE) : null
const port = (name, fallback, offset) => Number(process.env[name] || (BASE === null ? fallback : BASE + offset))
export const PORTS = {
  // The front (HAProxy in TCP mode, deploy/haproxy/haproxy.cfg) and the earlier HTTP-mode front, measured beside it.
  front: port('TOPOLOGY_PORT_FRONT', 3760, 0),
  frontHttp: port('TOPOLOGY_PORT_FRONT_HTTP', 3761, 1),
  instances: [port('TOPOLOGY_PORT_A', 3750, 2), port('TOPOLOGY_PORT_B', 3751, 3)],
  // Each cache: the PROXY listener on this port, its purge listener on the next, a plain front listener on the third.
  caches: [port('TOPOLOGY_PORT_VARNISH_1', 3781, 4), port('TOPOLOGY_PORT_VARNISH_2', 3784, 7)],
  postgres: port('TOPOLOGY_PORT_POSTGRES', 5462, 10),
  redis: port('TOPOLOGY_PORT_REDIS', 6402, 11),
  smtp: port('TOPOLOGY_PORT_SMTP', 2546, 12),
  s3: port('TOPOLOGY_PORT_S3', 4641, 13),
  nginx: port('TOPOLOGY_PORT_NGINX', 3799, 14),
}

/** Starts everything; resolves to the addresses the benchmark reads and the process groups whose CPU it counts. */
export async function startTopology(log) {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('no production build: run `npx next build` first')
  if (!varnishAvailable()) throw new Error('varnishd with vmod xkey is needed: apt-get install -y varnish varnish-modules')
  for (const taken of [PORTS.front, PORTS.frontHttp, PORTS.nginx, ...PORTS.instances, ...PORTS.caches.flatMap((p) => [p, p + 1, p + 2])]) {
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
  const caches = PORTS.caches.map((frontPort, i) => varnishCache({ name: `V${i + 1}`, frontPort, purgePort: frontPort + 1, plainPort: frontPort + 2, instances: backends }))
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

  log('- instances A and B, caches V1 and V2, HAProxy in front (TCP mode; and HTTP mode beside it, to compare)')
  const instances = names.map((name, i) => appInstance({ name, port: PORTS.instances[i], env }))
  await Promise.all(instances.map((instance) => instance.start()))
  await Promise.all(caches.map((cache) => cache.start()))
  const cacheFronts = caches.map((cache) => ({ name: cache.name, port: cache.frontPort }))
  const haproxy = await startHaproxy({ name: 'haproxy-front', port: PORTS.front, instances: cacheFronts, healthPath: '/api/health', sendProxy: true })
  const haproxyHttp = await startHaproxy({ name: 'haproxy-front-http', port: PORTS.frontHttp, instances: cacheFronts, healthPath: '/api/health', sendProxy: true, frontMode: 'http' })
  return {
    frontUrl,
    frontPort: PORTS.front,
    frontHttpPort: PORTS.frontHttp,
    nginxPort: PORTS.nginx,
    // Each front's CPU with the caches and instances behind it.
    frontGroups: { tcp: haproxy.pid, http: haproxyHttp.pid },
    instances,
    caches,
    editorAccount: { email: 'admin@demo.lpi.test', password: demoPassword },
    // Whose CPU is the topology's behind a front: both caches, both instances (each leads its process group).
    serverGroups: [...caches.map((cache) => cache.child.pid), ...instances.map((instance) => instance.child.pid)],
  }
}
