// The load balancer: HAProxy round-robin over the instances, no stickiness. Health checks (`healthPath`) take a
// dead instance out within about a second; a request refused at connect is sent to the other instance, one that
// was in flight on a dying instance is not retried (it may have been a write).
import fs from 'node:fs'
import path from 'node:path'
import { logDir, start, waitFor } from './processes.mjs'

// In front of the HTTP caches HAProxy is a layer-4 balancer (docs/decisions/048): TCP mode, one thread, the client
// named to Varnish by the PROXY protocol; Varnish refuses PURGE and sets the forwarding headers itself. In HTTP mode
// (`frontMode: 'http'`, kept to measure against) every page was parsed twice, and its connections to a cache
// carried their client's PROXY header, so none was shared: 16-24% of nginx's rate in bench:topology, TCP mode 37-61%
// (2.0-3.2x HTTP mode on the same page in the same run).
const HTTP_FRONT = `  tune.bufsize 65536
`

function tcpFrontConfig({ port, instances, healthPath }) {
  return `global
  maxconn 4096
  # One thread: on two cores shared with the caches a second thread adds hand-offs, not capacity (by hand, same
  # run: TCP mode 55-128% of nginx with one thread, 57-66% with two; HTTP mode 27-30% against 22-24%).
  nbthread 1
  log stdout format raw local0

defaults
  mode tcp
  log stdout format raw local0
  option tcplog
  option dontlog-normal
  timeout connect 2s
  timeout check 15s
  timeout client 60s
  timeout server 60s
  option redispatch 1
  retries 2

frontend site
  bind 127.0.0.1:${port}
  default_backend caches

backend caches
  balance roundrobin
  option httpchk GET ${healthPath}
  http-check expect status 200
  default-server inter 1s fastinter 250ms downinter 1s fall 2 rise 1 send-proxy-v2 check-send-proxy
${instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`).join('\n')}
`
}

function config({ port, instances, healthPath, sendProxy, frontMode }) {
  if (sendProxy && frontMode !== 'http') return tcpFrontConfig({ port, instances, healthPath })
  return `global
  maxconn 4096
${sendProxy ? HTTP_FRONT : ''}  log stdout format raw local0

defaults
  mode http
  # Only the requests that went wrong (error, abort, retry) are logged: reports/multi-instance/haproxy.log.
  log stdout format raw local0
  option httplog
  option dontlog-normal
  timeout connect 2s
  # A busy machine (2 cores, the load test's 200 learners) may take seconds to answer a check, and an instance
  # marked down for it would send all its load to the other; a dead instance refuses the connection at once.
  timeout check 15s
  timeout client 60s
  timeout server 60s
  option forwardfor
${
  sendProxy
    ? `  # In front of the caches: each client connection keeps its own to a cache (the PROXY header names the client).
  option http-keep-alive`
    : `  # A new connection to the instance for each request: a request is never sent on a kept connection to an
  # instance that died meanwhile (which fails after sending); a refused connect is retried on the other instance.
  option http-server-close`
}
  option redispatch 1
  retries 2

frontend site
  bind 127.0.0.1:${port}
  # Purges are for the HTTP caches' private listener only (docs/decisions/048), never from the outside.
  http-request deny deny_status 403 if { method PURGE }
  default_backend instances

backend instances
  balance roundrobin
${sendProxy ? '  option prefer-last-server\n' : ''}  option httpchk GET ${healthPath}
  http-check expect status 200
  default-server inter 1s fastinter 250ms downinter 1s fall 2 rise 1
${instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check${sendProxy ? ' send-proxy-v2 check-send-proxy' : ''}`).join('\n')}
`
}

/**
 * Starts haproxy in the foreground (-db) with a generated configuration; resolves once it answers. `instances` are
 * `{ name, port }`; with `sendProxy` they are HTTP caches taking the PROXY protocol (deploy/varnish), in TCP mode
 * unless `frontMode` is 'http' (the earlier front, for the benchmark's comparison).
 */
export async function startHaproxy({ port, instances, healthPath, name = 'haproxy', sendProxy = false, frontMode = 'tcp' }) {
  const file = path.join(logDir, `${name}.cfg`)
  fs.writeFileSync(file, config({ port, instances, healthPath, sendProxy, frontMode }))
  const child = start(name, 'haproxy', ['-db', '-f', file])
  await waitFor('haproxy', () => fetch(`http://127.0.0.1:${port}${healthPath}`).then((response) => response.ok), 60)
  return child
}
