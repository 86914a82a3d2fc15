/**
 * Node flags every launch of the production server passes (`npm start`, scripts/e2e-server.sh, the benchmarks and
 * the multi-instance test; cluster workers inherit them). Plain JavaScript so the .mjs launchers import it too.
 *
 * --max-semi-space-size=64: V8's young generation may grow to 64 MiB per semi-space instead of 16. A request
 * allocates a few hundred KiB that die with it (Next's request and response objects, Payload's documents, drizzle's
 * rows); with 16 MiB they outlived several scavenges under load and were copied, then promoted. steady-400 on one
 * process: 282 -> 342 API calls/s, server CPU per call 3.13 -> 2.47 ms, peak RSS 770 -> 892 MiB (decision 057).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=64']

/** True when this process runs with the young generation set: by its own flags or by NODE_OPTIONS. */
export function youngGenerationSet(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? '') {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => /^--max[-_]semi[-_]space[-_]size(=|$)/.test(flag))
}
