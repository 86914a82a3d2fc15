// d. The 200-learner load (bench/load) through the balancer across both instances; A is killed with SIGKILL
// mid-run. No write the server acknowledged may be missing (the load test's consistency check), B must go on
// answering, and the only errors allowed are requests that were in flight on the killed instance.
import { checkConsistency } from '../../../bench/load/consistency.mjs'
import { runLoad } from '../../../bench/load/run-load.mjs'
import { fetchFrom, loopbackAddress } from '../source-address.mjs'

export async function loadAndKill({ balancerUrl, databaseUrl, instances: [a], learners, durationSeconds, killAfterSeconds, password, log }) {
  let killedAt
  let diedAt
  let killing
  const result = await runLoad({
    base: balancerUrl,
    learners,
    durationSeconds,
    thinkMs: [500, 2000],
    rampSeconds: 10,
    password,
    // Each learner from its own address, as behind a real balancer (one address would hit the sign-in limit).
    fetchFor: (index) => fetchFrom(loopbackAddress(1, index)),
    onMeasuring: () => {
      killing = new Promise((resolve) => setTimeout(resolve, killAfterSeconds * 1000)).then(async () => {
        log(`- kill -9 instance ${a.name} (${killAfterSeconds} s into the run)`)
        killedAt = performance.now()
        await a.killHard()
        diedAt = performance.now()
      })
    },
    log,
  })
  await killing
  const recorders = Object.values(result.recorders)
  const errors = recorders.flatMap((recorder) => recorder.errorTimes)
  // In flight on A: sent before A's port refused connections (SIGKILL takes a moment), answered after the signal.
  const inFlight = errors.filter((error) => error.started <= diedAt && error.ended >= killedAt)
  const others = errors.filter((error) => !inFlight.includes(error))
  const servedAfter = result.recorders.learning.apiTimeline.filter(([at]) => at > killedAt + 2000).length
  const secondsAfter = Math.max(1, (result.started + result.seconds * 1000 - killedAt - 2000) / 1000)
  const consistency = await checkConsistency(databaseUrl, result.ledger)
  const learning = result.recorders.learning.summary(result.seconds)
  const problems = [
    ...consistency.problems,
    ...others.slice(0, 5).map((error) => `error not in flight at the kill: ${error.name} ${error.status} sent ${((error.started - killedAt) / 1000).toFixed(2)} s after it: ${error.detail}`),
    others.length > 5 && `${others.length - 5} more errors not in flight at the kill`,
    servedAfter === 0 && 'nothing was answered after the kill: B did not take over',
  ].filter(Boolean)
  const samples = recorders.flatMap((recorder) => recorder.errorSamples).slice(0, 3)
  const byCall = new Map()
  for (const error of errors) byCall.set(`${error.name} ${error.status}`, (byCall.get(`${error.name} ${error.status}`) ?? 0) + 1)
  return {
    problems,
    figures: [
      `A's port refused connections ${(diedAt - killedAt).toFixed(0)} ms after SIGKILL; ${learning.total.count} calls in ${result.seconds.toFixed(0)} s (API p50 ${learning.api.p50.toFixed(0)} ms, p99 ${learning.api.p99.toFixed(0)} ms); after the kill B answered ${(servedAfter / secondsAfter).toFixed(0)} API calls/s`,
      `errors: ${errors.length} (${inFlight.length} in flight on ${a.name} at the kill, ${others.length} other)${errors.length ? `: ${[...byCall].map(([call, count]) => `${call} x${count}`).join(', ')}` : ''}`,
      ...(samples.length ? [`first errors: ${samples.map((line) => line.slice(0, 120)).join(' | ')}`] : []),
      `consistency: ${Object.entries(consistency.figures).map(([label, figures]) => `${label} ${JSON.stringify(figures)}`).join('; ')}`,
    ],
  }
}
