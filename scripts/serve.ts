/**
 * The production server (`npm start`): Next.js's own request handler, as `next start` runs it, behind the page
 * cache (lib/page-cache, docs/decisions/009). `PAGE_CACHE=0` serves without it. Port: `-p N`, else PORT, else 3000.
 * SIGTERM/SIGINT drain it (lib/http/graceful-shutdown.ts, docs/decisions/023).
 */
import cluster from 'node:cluster'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

;(process.env as Record<string, string>).NODE_ENV = 'production'
const portFlag = process.argv.indexOf('-p')
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000)
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// WEB_CONCURRENCY=N: this process only supervises N workers, each of which runs the server below (decision 054).
const { superviseWorkers, webConcurrency, webConcurrencyProblems } = await import('../lib/http/web-concurrency')
const workers = cluster.isPrimary ? workersAsked() : 1
if (workers > 1) await supervise()
else await serve()

/** WEB_CONCURRENCY read, or the process ends with its one-line message (not a stack) when it is not a number. */
function workersAsked(): number {
  try {
    return webConcurrency()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

async function supervise() {
  const problems = webConcurrencyProblems()
  if (problems.length) {
    console.error([`WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY} (${workers} workers), but the workers would not agree:`, ...problems.map((problem) => `  - ${problem}`)].join('\n'))
    process.exit(1)
  }
  // Generated once here when data/ has none yet, so the workers read one secret and one key instead of each writing its own.
  const { payloadSecret } = await import('../lib/runtime/secret')
  const { signingKey } = await import('../backend/services/certificates/credentials/signing-key')
  process.env.PAYLOAD_SECRET = payloadSecret()
  signingKey()
  superviseWorkers({ workers, exec: fileURLToPath(import.meta.url), args: process.argv.slice(2) })
}

async function serve() {
  const { youngGenerationSet, SERVER_NODE_ARGS } = await import('../lib/http/server-node-args.mjs')
  if (!youngGenerationSet()) console.warn(`Started without ${SERVER_NODE_ARGS.join(' ')}: V8's default young generation costs about a fifth more CPU per call under load (docs/decisions/057). Pass it to node, as npm start does.`)
  // After NODE_ENV is set: Next.js reads it as its modules load.
  const { default: next } = await import('next')
  const { PageStore, installPageStore } = await import('../lib/page-cache/page-store')
  const { withPageCache } = await import('../lib/page-cache/with-page-cache')
  const { securityOptionsFromEnv, withSecurityHeaders } = await import('../lib/security-headers/with-security-headers')
  const { withCacheTags } = await import('../lib/http-cache/with-cache-tags')
  const { httpCachePurgeUrls } = await import('../lib/http-cache/purge')

  const app = next({ dev: false, dir, port })
  await app.prepare()
  const nextHandle = app.getRequestHandler()
  // API calls go straight to the Payload route's compiled handler, skipping Next.js's routing (decision 063).
  const apiLane = process.env.API_ROUTE_LANE === '0' ? null : await startApiLane()
  const appHandle = (req: http.IncomingMessage, res: http.ServerResponse) => apiLane?.handle(req, res) || nextHandle(req, res)
  // Inside the page cache: a kept page keeps the headers (and the script hashes) computed when it was stored.
  const handle = withSecurityHeaders(appHandle, securityOptionsFromEnv())
  const { edgeGuards } = await import('../lib/http/edge-guards')
  // The store is installed even with PAGE_CACHE=0: its purges and holds decide which pages are tagged for an HTTP cache.
  const store = installPageStore(new PageStore())
  const guardedApp = (req: http.IncomingMessage, res: http.ServerResponse) => edgeGuards(req, res) || handle(req, res)
  // With HTTP caches to purge (HTTP_CACHE_PURGE_URLS), pages they may keep carry `xkey` (docs/decisions/048), decided
  // inside the page cache so a kept page keeps its tag. Without, nothing is tagged: a cache in front keeps nothing.
  const guarded = httpCachePurgeUrls().length > 0 ? withCacheTags(guardedApp, store) : guardedApp
  // The page cache first: a hit reads no forwarding header and is never an image optimizer url (the edge guards' two
  // concerns), so it skips them; everything else meets them as before (docs/decisions/046).
  const cached = process.env.PAGE_CACHE !== '0'
  const handler = cached ? withPageCache(guarded, store) : guarded

  const { drainOnShutdown, shutdownDelayMs, shutdownGraceMs } = await import('../lib/http/graceful-shutdown')
  const { markDraining } = await import('../backend/operations/shutdown-state')
  const { closePayloadInstances } = await import('../backend/operations/close-payload')
  const server = http.createServer(handler)
  // Idle keep-alive connections live longer than any client or proxy in front keeps its own (Node's 5 s default let a
  // client reuse a socket the server was closing at that moment: ECONNRESET on a POST that never arrived). haproxy,
  // nginx and most load balancers keep idle upstream connections for up to 60 s.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  // Connections waiting to be accepted: Node's default, 511, overflowed when 1,000 learners opened an exam within 5 s
  // (the kernel then drops their handshakes: connect timeouts and resets instead of a wait). The kernel caps it at
  // net.core.somaxconn (4096 on Debian 12).
  const backlog = Number(process.env.LISTEN_BACKLOG) || 4096
  await new Promise<void>((resolve) => server.listen({ port, backlog }, resolve))
  // More handles on the socket, so a burst of new connections is accepted in a few turns of the event loop instead of
  // one per turn (ACCEPT_HANDLES, docs/decisions/069).
  const { acceptHandlesAsked, addAcceptHandles } = await import('../lib/http/accept-handles')
  const acceptHandles = await addAcceptHandles(server, acceptHandlesAsked(), backlog).catch((error: Error) => {
    console.warn(`Accepting one connection per event-loop turn: ${error.message}`)
    return []
  })
  console.log(`▲ Ready on http://localhost:${port}${cached ? ' (page cache on)' : ''}`)
  const shutdown = drainOnShutdown(server, {
    graceMs: shutdownGraceMs(),
    delayMs: shutdownDelayMs(),
    onDraining: markDraining,
    acceptHandles,
    afterDrain: async () => {
      await apiLane?.settled()
      await closePayloadInstances()
    },
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal))

  // MEMORY_TRACE_MS=N (opt-in, for leak hunts, issue 26): every N ms a full GC, then one `memory-trace` JSON line on stdout.
  const traceMs = Number(process.env.MEMORY_TRACE_MS) || 0
  if (traceMs > 0) {
    const v8 = await import('node:v8')
    const vm = await import('node:vm')
    v8.setFlagsFromString('--expose-gc')
    const gc = vm.runInNewContext('gc') as () => void
    const mib = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10
    setInterval(() => {
      const start = performance.now()
      gc()
      const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage()
      const figures = { rss, heapUsed, heapTotal, external, arrayBuffers }
      const memory = Object.fromEntries(Object.entries(figures).map(([name, bytes]) => [name, mib(bytes)]))
      // Per V8 space, used / committed MiB after the GC: tells live objects from heap V8 keeps committed.
      const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, `${mib(space.space_used_size)}/${mib(space.physical_space_size)}`]))
      console.log(`memory-trace ${JSON.stringify({ at: new Date().toISOString(), gcMs: Math.round(performance.now() - start), ...memory, pageCachePages: store.size, spaces })}`)
    }, traceMs).unref()
  }
}

/** The API lane over the build Next.js serves: its Payload route module, required as Next.js requires it (one instance). */
async function startApiLane() {
  const { createRequire } = await import('node:module')
  const { apiRouteLane } = await import('../lib/http/api-route-lane')
  const { answerUnexpectedFailure } = await import('../backend/operations/outage-answers')
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const route = createRequire(import.meta.url)(path.join(dir, distDir, 'server', 'app', '(payload)', 'api', '[...slug]', 'route.js'))
  const direct = process.env.API_DIRECT_CALLS === '0' ? null : await routeHandlersOf(route)
  return apiRouteLane({ route, projectDir: dir, distDir, answerFailure: answerUnexpectedFailure, direct })
}

/** The route file's own handlers, which Next.js's route module loads lazily (decision 067); null if an upgrade moved them. */
async function routeHandlersOf(route: { routeModule?: { ensureUserland?: () => Promise<void>; userland?: Record<string, unknown> } }) {
  try {
    await route.routeModule?.ensureUserland?.()
    const { GET, POST, PUT } = route.routeModule?.userland ?? {}
    // API_DIRECT_WRITES=0: reads only (the listed saves through the entry, as every other save).
    const handlers = process.env.API_DIRECT_WRITES === '0' ? { GET } : { GET, POST, PUT }
    if (Object.values(handlers).every((handler) => typeof handler === 'function')) return handlers as import('../lib/http/api-direct-call').TDirectRoute
  } catch (error) {
    console.warn("API calls go through Next.js's route entry: its route module did not give the route's handlers", error)
    return null
  }
  console.warn("API calls go through Next.js's route entry: its route module has no handlers where decision 067 expects them")
  return null
}
