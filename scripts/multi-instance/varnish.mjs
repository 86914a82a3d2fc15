// A private Varnish (deploy/varnish/default.vcl, docs/decisions/048) in front of the app instances: its
// `front` listener speaks the PROXY protocol (HAProxy in front), its `purge` listener plain HTTP on loopback
// (the app's PURGE, and this test's direct reads). Needs varnishd with vmod xkey (Debian: varnish varnish-modules).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { onExit, root, start, waitFor } from './processes.mjs'

const VCL_DIR = path.join(root, 'deploy', 'varnish')

/** Whether this machine can run the cache: varnishd and the xkey module. */
export function varnishAvailable() {
  const probe = spawnSync('varnishd', ['-V'], { stdio: 'ignore' })
  if (probe.error || probe.status !== 0) return false
  const vmodDirs = ['/usr/lib/x86_64-linux-gnu/varnish/vmods', '/usr/lib/aarch64-linux-gnu/varnish/vmods', '/usr/lib/varnish/vmods', '/usr/local/lib/varnish/vmods']
  return vmodDirs.some((dir) => fs.existsSync(path.join(dir, 'libvmod_xkey.so')))
}

function backendsVcl(instances) {
  return `import directors;

probe app_health {
    .url = "/api/health";
    .interval = 1s;
    .timeout = 15s;
    .window = 3;
    .threshold = 2;
}

${instances.map((instance) => `backend app_${instance.name} { .host = "127.0.0.1"; .port = "${instance.port}"; .probe = app_health; .first_byte_timeout = 60s; }`).join('\n')}

sub vcl_init {
    new app = directors.round_robin();
${instances.map((instance) => `    app.add_backend(app_${instance.name});`).join('\n')}
}
`
}

/**
 * One varnishd in the foreground (-F), its work folder under the system's temporary folder, removed at exit.
 * `frontPort` takes PROXY-protocol connections (HAProxy's `send-proxy-v2`), `purgePort` plain HTTP; `plainPort`, when
 * given, plain HTTP treated as the front (no PURGE): Varnish as the front without the balancer's hop, for the benchmark
 * (wrk speaks no PROXY protocol).
 */
export function varnishCache({ name, frontPort, purgePort, plainPort, instances, memory = '256m' }) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `varnish-${name}-`))
  fs.chmodSync(workDir, 0o755)
  onExit(() => fs.rmSync(workDir, { recursive: true, force: true }))
  fs.writeFileSync(path.join(workDir, 'backends.vcl'), backendsVcl(instances))
  const cache = {
    name,
    frontPort,
    purgeUrl: `http://127.0.0.1:${purgePort}/`,
    directUrl: `http://127.0.0.1:${purgePort}`,
    plainUrl: plainPort ? `http://127.0.0.1:${plainPort}` : undefined,
    /** varnishd's -n directory: `varnishstat -n` and `varnishlog -n` read this cache through it. */
    stateDir: path.join(workDir, 'state'),
    child: undefined,
    start: async () => {
      cache.child = start(`varnish-${name}`, 'varnishd', [
        '-F',
        '-n', cache.stateDir,
        '-f', path.join(VCL_DIR, 'default.vcl'),
        '-p', `vcl_path=${workDir}:${VCL_DIR}`,
        '-a', `front=127.0.0.1:${frontPort},PROXY`,
        '-a', `purge=127.0.0.1:${purgePort}`,
        ...(plainPort ? ['-a', `plain=127.0.0.1:${plainPort}`] : []),
        '-s', `malloc,${memory}`,
        '-T', 'none',
      ])
      const child = cache.child
      await waitFor(`varnish ${name}`, async () => {
        if (child.exitCode !== null) throw new Error(`varnish ${name} stopped; see reports/multi-instance/varnish-${name}.log`)
        return (await fetch(`${cache.directUrl}/api/health`)).ok
      }, 60, 250)
    },
  }
  return cache
}
