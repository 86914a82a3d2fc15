// The production server on a fresh seeded SQLite database for scripts/html-check.mjs, as scripts/lighthouse.mjs
// starts it (scripts/e2e-server.sh; needs `npx next build` first). A server already on the port is reused.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

async function isUp(base) {
  try {
    return (await fetch(`${base}/api/static/menu`)).ok
  } catch {
    return false
  }
}

/** Answers a stop function (a no-op when an already running server was reused). */
export async function startServer({ root, port, logFile }) {
  const base = `http://localhost:${port}`
  if (await isUp(base)) return () => {}
  const log = fs.openSync(logFile, 'w')
  const server = spawn('bash', ['scripts/e2e-server.sh'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', log, log],
    detached: true,
  })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.on('exit', stop)
  for (let waited = 0; waited < 240; waited += 1) {
    if (await isUp(base)) return stop
    if (server.exitCode !== null) throw new Error(`the server stopped; see ${path.relative(root, logFile)}`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  stop()
  throw new Error('the server did not answer in 240 s')
}
