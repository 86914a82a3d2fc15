// Latencies and errors per call name for `npm run bench:load`, and the table it prints.

/** Nearest-rank percentile of sorted numbers (p in 0..100). */
export function percentile(sorted, p) {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export class Recorder {
  constructor() {
    /** name -> { kind: 'api' | 'page', latencies: number[], errors: number, statuses: Record<string, number> } */
    this.calls = new Map()
    this.errorSamples = []
    /** { name, status, started, ended } (performance.now()) of every error: was it in flight when an instance died? */
    this.errorTimes = []
    /** [when the call ended (performance.now()), latency] of every API call, for the figures per interval */
    this.apiTimeline = []
  }

  entry(name, kind) {
    let entry = this.calls.get(name)
    if (!entry) this.calls.set(name, (entry = { kind, latencies: [], errors: 0, statuses: {} }))
    return entry
  }

  record(name, kind, ms, status, ok, detail) {
    const entry = this.entry(name, kind)
    entry.latencies.push(ms)
    if (kind === 'api') this.apiTimeline.push([performance.now(), ms])
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1
    if (ok) return
    entry.errors++
    this.errorTimes.push({ name, status, started: performance.now() - ms, ended: performance.now(), detail: String(detail ?? '').slice(0, 160) })
    if (this.errorSamples.length < 20) this.errorSamples.push(`${name}: ${status} ${String(detail ?? '').slice(0, 160)}`)
  }

  /** One row per call name and one per kind ("all API", "all pages"), each with count, req/s, p50, p99, max, errors. */
  summary(seconds) {
    const row = (name, kind, latencies, errors) => {
      const sorted = [...latencies].sort((a, b) => a - b)
      return {
        name,
        kind,
        count: sorted.length,
        rps: sorted.length / seconds,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
        errors,
      }
    }
    const rows = [...this.calls.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, entry]) => row(name, entry.kind, entry.latencies, entry.errors))
    const total = (label, kinds) => {
      const entries = [...this.calls.values()].filter((entry) => kinds.includes(entry.kind))
      return row(label, kinds.join('+'), entries.flatMap((entry) => entry.latencies), entries.reduce((sum, entry) => sum + entry.errors, 0))
    }
    return { rows, api: total('all API calls', ['api']), pages: total('all pages', ['page']), total: total('total', ['api', 'page']) }
  }
}

/**
 * The API calls per second the scenario itself would make were every answer instant: each learner's calls over the
 * think time it slept, spread over the time it was measured (from its first step, which the ramp staggers, to its
 * last). Think time and the ramp, not the server, bound what a scenario can offer; `waiting` is the share of the
 * learners' measured time spent waiting for answers instead (docs/decisions/058).
 * @param {{ signedIn?: boolean, thoughtMs?: number, measuredFrom?: number, measuredUntil?: number, client: { apiCalls?: number } }[]} learners
 */
export function instantServerPace(learners, seconds) {
  let calls = 0
  let measured = 0
  let thought = 0
  for (const learner of learners) {
    if (!learner.signedIn || !learner.thoughtMs || learner.measuredUntil === undefined) continue
    const span = learner.measuredUntil - learner.measuredFrom
    calls += ((learner.client.apiCalls ?? 0) * span) / learner.thoughtMs
    measured += span
    thought += learner.thoughtMs
  }
  return { apiRps: calls / seconds, waiting: measured ? 1 - thought / measured : 0 }
}

/** API p99 per `seconds` window from `startedAt`: shows whether slow calls cluster (a stall) or spread (saturation). */
export function p99ByInterval(recorder, startedAt, seconds = 10) {
  const windows = []
  for (const [at, ms] of recorder.apiTimeline) {
    const index = Math.max(0, Math.floor((at - startedAt) / 1000 / seconds))
    ;(windows[index] ??= []).push(ms)
  }
  return Array.from(windows, (latencies) => (latencies ? percentile(latencies.sort((a, b) => a - b), 99) : 0))
}

/** The longest pause of this process's event loop per `seconds` window from `startedAt`, until stop() is called. */
export function watchEventLoopLag(startedAt, seconds = 10) {
  const windows = []
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    const index = Math.floor((now - startedAt) / 1000 / seconds)
    windows[index] = Math.max(windows[index] ?? 0, now - last - 50)
    last = now
  }, 50)
  return { stop: () => (clearInterval(timer), Array.from(windows, (ms) => ms ?? 0)) }
}

export function printTable(title, summary) {
  const width = Math.max(34, ...summary.rows.map((row) => row.name.length + 2))
  const line = (row) =>
    console.log(
      row.name.padEnd(width),
      String(row.count).padStart(7),
      row.rps.toFixed(1).padStart(8),
      `${row.p50.toFixed(0)}ms`.padStart(8),
      `${row.p99.toFixed(0)}ms`.padStart(8),
      `${row.max.toFixed(0)}ms`.padStart(8),
      String(row.errors).padStart(7),
    )
  console.log(`\n${title}`)
  console.log('call'.padEnd(width), 'count'.padStart(7), 'req/s'.padStart(8), 'p50'.padStart(8), 'p99'.padStart(8), 'max'.padStart(8), 'errors'.padStart(7))
  summary.rows.forEach(line)
  console.log('-'.repeat(width + 54))
  for (const row of [summary.api, summary.pages, summary.total]) if (row.count) line(row)
}
