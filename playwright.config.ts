import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT || 3100)
// Debian's Chromium: its headless shell where installed (package chromium-headless-shell, the same Chromium build
// without the browser's UI layer: about 40% less CPU per test on these 2 cores, docs/decisions/051), else the browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/** Browser tests drive Debian's Chromium against the production server (scripts/serve.ts, as `npm start`) on a freshly migrated and seeded SQLite file. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three workers on two cores: with two, a worker's waits (page loads, network idle, the server's answers) left about
  // a fifth of the machine idle (82% busy) (docs/decisions/053). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace only for a failed test's retry (CI retries once): recording one for every test, to keep the failures',
    // cost about a third of the browser tests' CPU (docs/decisions/052). Locally: --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'bash scripts/e2e-server.sh',
    url: `http://localhost:${PORT}/api/static/menu`,
    timeout: 420_000,
    reuseExistingServer: !process.env.CI,
    env: { E2E_PORT: String(PORT) },
  },
})
