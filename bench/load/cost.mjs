// What a learner call costs in CPU, in a unit of the machine it ran on (issue 26: a gate that judges the code, not
// the machine). Latency under a fixed load depends on how close the machine is to saturation, which makes a p99
// limit a measure of the host as much as of the code (the same build measured p99 119-229 ms on one session's
// machine and 1385-1640 ms on the next). CPU time per call does not queue: it grows with slower cores but not with
// saturation, and dividing it by a fixed workload's CPU time on the same machine, in the same run, takes most of the
// core's speed out. docs/decisions/050 has the figures behind the limit.
import fs from 'node:fs'
import net from 'node:net'
import pg from 'pg'

const CLOCK_TICKS = 100 // USER_HZ on Linux: /proc/<pid>/stat counts CPU time in these

/** user + system CPU ms of a process and all its threads (Linux), null when it cannot be read. */
export function processCpuMs(pid) {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return null
  }
}

/**
 * The PostgreSQL backends serving `database`, listed on one connection kept for the run (the app's pool keeps its
 * connections; the list is asked again each time, since the pool grows under load). `end()` closes it.
 */
export function databaseBackends(connectionString, database) {
  let connected
  // Named, so no meter counts another's connection (the run keeps two: the meter's and the timeline's).
  const client = new pg.Client({ connectionString, application_name: METER_APPLICATION })
  return {
    async pids() {
      connected ??= client.connect()
      await connected
      const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name IS DISTINCT FROM $2', [database, METER_APPLICATION])
      return rows.map((row) => row.pid)
    },
    end: () => (connected ? client.end() : Promise.resolve()),
  }
}

const METER_APPLICATION = 'bench-load-cpu-meter'

/** The backends' CPU ms now, by pid; one gone before it was read is left out. */
const backendCpu = (pids) => new Map(pids.map((pid) => [pid, processCpuMs(pid)]).filter(([, ms]) => ms != null))

/** CPU ms the backends spent between two readings: one that began in between counts whole, one that ended is lost. */
function backendCpuSince(now, before) {
  let ms = 0
  for (const [pid, cpu] of now) ms += cpu - (before.get(pid) ?? 0)
  return ms
}

/** The process and its children (the workers of WEB_CONCURRENCY, docs/decisions/054), read from /proc (Linux). */
export function processTree(pid) {
  const children = []
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').pop().split(' ')
        if (Number(fields[1]) === pid) children.push(Number(entry))
      } catch {}
    }
  } catch {}
  return [pid, ...children]
}

/** CPU ms of a process and its children (a worker replaced during the run loses what it had spent). */
const treeCpuMs = (pid) => {
  const figures = processTree(pid).map(processCpuMs)
  return figures[0] == null ? null : figures.reduce((sum, ms) => sum + (ms ?? 0), 0)
}

/**
 * CPU ms of the server process (with its workers) and of the database backends between `start()` and `stop()`. A backend that began in
 * between counts whole (the pool opens connections as the load grows); one that ended in between is lost (the pool
 * keeps its connections for the run).
 */
export function cpuMeter({ serverPid, connectionString, database }) {
  const backends = databaseBackends(connectionString, database)
  let before
  return {
    async start() {
      before = { server: treeCpuMs(serverPid), backends: backendCpu(await backends.pids()) }
    },
    async stop() {
      const server = treeCpuMs(serverPid)
      const databaseMs = backendCpuSince(backendCpu(await backends.pids()), before.backends)
      await backends.end()
      return { serverMs: server == null || before.server == null ? null : server - before.server, databaseMs }
    },
  }
}

/**
 * Every `everyMs`, the share of one core the server (with its workers), its database backends and this process (the
 * load generator) used since the last sample: who had the 2 cores while a burst queued (issue 26: a generator that
 * takes a core from the server measures itself). Backends are listed again each time (the pool grows under load).
 */
export function cpuTimeline({ serverPid, connectionString, database, everyMs = 1000 }) {
  const backends = databaseBackends(connectionString, database)
  const samples = []
  let last
  let timer
  const read = async () => {
    const pids = await backends.pids()
    const own = process.cpuUsage()
    return { at: performance.now(), server: treeCpuMs(serverPid) ?? 0, backends: backendCpu(pids), generator: (own.user + own.system) / 1000 }
  }
  const sample = async () => {
    const now = await read()
    const share = (ms) => Math.round((100 * ms) / (now.at - last.at))
    samples.push({ server: share(now.server - last.server), database: share(backendCpuSince(now.backends, last.backends)), generator: share(now.generator - last.generator) })
    last = now
  }
  return {
    async start() {
      last = await read()
      timer = setInterval(() => void sample().catch(() => {}), everyMs)
    },
    stop() {
      clearInterval(timer)
      void backends.end().catch(() => {})
      return samples
    },
  }
}

/** A mix of what the server's CPU goes to: JSON, strings and objects in JavaScript, and small loopback writes. */
function javascriptWork() {
  let checksum = 0
  for (let round = 0; round < 400; round++) {
    const rows = Array.from({ length: 40 }, (_, i) => ({ id: round * 40 + i, title: `Lecture ${i} of chapter ${round}`, done: i % 3 === 0, at: new Date(1_700_000_000_000 + i).toISOString() }))
    const text = JSON.stringify({ data: rows, total: rows.length })
    const back = JSON.parse(text)
    const map = new Map(back.data.map((row) => [row.id, row]))
    checksum += text.replace(/Lecture/g, 'Kuliah').length + map.size + back.data.filter((row) => row.done && /chapter 1/.test(row.title)).length
  }
  return checksum
}

async function loopbackWork() {
  const server = net.createServer((socket) => socket.on('data', (chunk) => socket.write(chunk)))
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const socket = net.connect(server.address().port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  socket.setNoDelay(true)
  const message = Buffer.alloc(300, 97)
  for (let round = 0; round < 2000; round++) {
    await new Promise((resolve) => {
      let received = 0
      const onData = (chunk) => {
        received += chunk.length
        if (received >= message.length) {
          socket.off('data', onData)
          resolve()
        }
      }
      socket.on('data', onData)
      socket.write(message)
    })
  }
  socket.destroy()
  await new Promise((resolve) => server.close(resolve))
}

/**
 * CPU ms (user + system) this process spends on a fixed mix: five rounds after one to warm up. The bench takes
 * rounds before the server starts and again after the run, and its unit is the median of both (`unitOf`), so
 * what else the machine was doing at either moment weighs on the unit as it weighed on the run.
 */
export async function calibrationRounds() {
  const rounds = []
  for (let round = 0; round < 6; round++) {
    const start = process.cpuUsage()
    javascriptWork()
    await loopbackWork()
    const used = process.cpuUsage(start)
    if (round > 0) rounds.push((used.user + used.system) / 1000)
  }
  return rounds
}

export const unitOf = (rounds) => {
  const sorted = [...rounds].sort((a, b) => a - b)
  return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2
}
