// Prints one closing line over every suite of the test command: "N passed, N failed, N skipped".
import fs from 'node:fs'

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)
let passed = 0
let failed = 0
let skipped = 0

// The unit report, then every integration run's (scripts/int-run.sh: reports/int-<tag>.json).
const integration = fs.existsSync('reports') ? fs.readdirSync('reports').filter((name) => /^int-.*\.json$/.test(name)).sort() : []
for (const file of ['unit.json', ...integration].map((name) => `reports/${name}`)) {
  const report = read(file)
  if (!report) continue
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
}
const e2e = read('reports/e2e.json')
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky
  failed += e2e.stats.unexpected
  skipped += e2e.stats.skipped
  console.log(`reports/e2e.json: ${e2e.stats.expected + e2e.stats.flaky} passed (${e2e.stats.flaky} flaky), ${e2e.stats.unexpected} failed`)
}
// The load benchmark is a gate, not a test count: its line says whether it held (scripts/test.sh fails on it).
const load = read('reports/load.json')
if (load) {
  const { api } = load.learning
  console.log(`reports/load.json: ${load.passed ? 'passed' : `FAILED (${load.failures.join('; ')})`}, ${load.learners} learners, ${api.rps.toFixed(0)} API req/s, p99 ${api.p99.toFixed(0)} ms`)
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
