import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_ARGS, youngGenerationSet } from './server-node-args.mjs'

const root = path.resolve(__dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const flags = SERVER_NODE_ARGS.join(' ')

describe('the production server is always started with its Node flags (decision 057)', () => {
  it('npm start passes them', () => {
    expect(JSON.parse(read('package.json')).scripts.start).toContain(`node ${flags} scripts/serve.mjs`)
  })

  it('the browser tests\' server passes them', () => {
    expect(read('scripts/e2e-server.sh')).toMatch(new RegExp(`exec node ${flags} .*scripts/serve\\.mjs`))
  })

  it.each(['bench/load.mjs', 'bench/run.mjs', 'scripts/multi-instance/instances.mjs'])('%s spawns the server with them', (file) => {
    const text = read(file)
    const spawns = text.split('\n').filter((line) => line.includes("'scripts/serve.mjs'"))
    expect(spawns.length).toBeGreaterThan(0)
    for (const line of spawns) expect(line).toContain('...SERVER_NODE_ARGS')
  })
})

describe('youngGenerationSet', () => {
  it('sees the flag on the command line or in NODE_OPTIONS, in either spelling', () => {
    expect(youngGenerationSet(['--max-semi-space-size=64'], '')).toBe(true)
    expect(youngGenerationSet([], '--inspect --max_semi_space_size=32')).toBe(true)
    expect(youngGenerationSet(['--cpu-prof'], '--max-old-space-size=4096')).toBe(false)
  })
})
