// `npm start`'s server, run by plain Node: scripts/serve.ts and the few site modules it imports are bundled by esbuild
// into .next/serve.mjs (npm packages stay external), then imported. Running serve.ts under tsx kept tsx's module
// hooks on for the whole life of the process, and Next.js imports its cache handler on every request: each import
// went through the hooks' worker thread, 5 to 7 % of the server's CPU under the load benchmark.
import { build } from 'esbuild'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Beside the build it serves, one level under the project (serve.ts finds the project from its own location).
const outfile = path.join(root, '.next', 'serve.mjs')
const result = await build({
  entryPoints: [path.join(root, 'scripts', 'serve.ts')],
  outfile,
  write: false,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // Next's cookie parser is a CommonJS folder module that Node's ESM loader cannot import by its folder name: bundled in.
  plugins: [
    {
      name: 'bundle-next-cookie-parser',
      setup(bundler) {
        const require = createRequire(import.meta.url)
        bundler.onResolve({ filter: /^next\/dist\/compiled\/@edge-runtime\/cookies$/ }, (args) => ({ path: require.resolve(args.path) }))
      },
    },
  ],
})
// Written whole, then renamed into place: instances started together (the multi-instance test) never read half a file.
const temporary = `${outfile}.${process.pid}.tmp`
fs.writeFileSync(temporary, result.outputFiles[0].contents)
fs.renameSync(temporary, outfile)
await import(pathToFileURL(outfile).href)
