import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * Integration tests against a real database: `TEST_DB=sqlite|postgres npx vitest run --config vitest.int.config.ts`.
 * One database per run (tests/int/setup/global-setup.ts), so files run one after another in a single worker.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@payload-config$/, replacement: path.resolve(root, 'backend/payload.config.ts') },
      { find: /^server-only$/, replacement: path.resolve(root, 'node_modules/server-only/empty.js') },
      { find: /^@\//, replacement: `${root}/` },
    ],
  },
  test: {
    include: ['tests/int/**/*.int.test.ts'],
    environment: 'node',
    globalSetup: ['tests/int/setup/global-setup.ts'],
    setupFiles: ['tests/int/setup/env.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // One module graph for all files: one Payload instance and one connection pool per run.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
