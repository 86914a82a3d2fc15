// A private PostgreSQL cluster in a temporary folder, so the test may stop and start it (a shared server may not
// be restarted under other people's tests). Run as the postgres user when the test runs as root (initdb refuses root).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { logPath, onExit, waitFor } from './processes.mjs'

const BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin'
const asRoot = process.getuid?.() === 0

function pgCommand(tool, args) {
  const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]] : [path.join(BIN, tool), args]
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`)
}

/** initdb and start on 127.0.0.1:`port` (trust auth); the cluster is stopped and removed when the test exits. */
export async function startPostgres({ port }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'multi-pg-'))
  const data = path.join(dir, 'data')
  const log = logPath('postgres')
  fs.writeFileSync(log, '')
  if (asRoot) {
    spawnSync('chown', ['-R', 'postgres', dir, log])
  }
  pgCommand('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  const cluster = {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => {
      pgCommand('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', 'start'])
      await waitFor('postgres', () => canConnect(cluster.url('postgres')), 30)
    },
    /** Fast shutdown: open connections are cut, as in a crash or a failover. */
    stop: () => pgCommand('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  }
  onExit(() => {
    try {
      cluster.stop()
    } catch {}
    fs.rmSync(dir, { recursive: true, force: true })
  })
  await cluster.start()
  return cluster
}

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    return true
  } finally {
    await client.end().catch(() => {})
  }
}

export async function createDatabase(cluster, name) {
  const admin = new pg.Client({ connectionString: cluster.url('postgres') })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return cluster.url(name)
}
