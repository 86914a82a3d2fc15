// What the page benchmarks share (bench/run.mjs, bench/topology.mjs): a raw GET that sees the bytes on the wire,
// wrk and its summary, the CPU a process group used, the load average.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'

/** The whole answer as bytes on the wire (one request, Connection: close): status, headers, body. */
export function rawGet(port, page, headers = {}, acceptEncoding = 'gzip') {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks = []
    const lines = [`GET ${page} HTTP/1.1`, 'Host: 127.0.0.1', `Accept-Encoding: ${acceptEncoding}`, 'Connection: close', ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`)]
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const raw = Buffer.concat(chunks)
      const split = raw.indexOf('\r\n\r\n')
      const head = raw.subarray(0, split).toString('latin1').split('\r\n')
      const status = Number(head[0].split(' ')[1])
      const fields = head.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()])
      let body = raw.subarray(split + 4)
      if (fields.some(([name, value]) => name === 'transfer-encoding' && value === 'chunked')) body = unchunk(body)
      resolve({ status, fields, body, bytes: raw.length })
    })
  })
}

function unchunk(body) {
  const parts = []
  let at = 0
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at)
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16)
    if (!size) return Buffer.concat(parts)
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

/** CPU seconds (user + system, every thread) a process has used so far. */
export function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100 // utime, stime in clock ticks (100 per second on Linux)
  } catch {
    return NaN
  }
}

/** CPU seconds used so far by every live process of the given process groups (a server and its workers). */
export function groupCpuSeconds(groups) {
  const wanted = new Set(groups.map(String))
  let total = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (wanted.has(fields[2])) total += (Number(fields[11]) + Number(fields[12])) / 100
    } catch {
      // Gone meanwhile.
    }
  }
  return total
}

const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60000 }[unit] ?? NaN)

/** wrk's summary: requests/s, p99 (ms), errors (socket errors and non-2xx/3xx answers). */
export function parseWrk(output) {
  const rps = Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1])
  const p99 = output.match(/^\s*99%\s+([\d.]+)(us|ms|s|m)\b/m)
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const non2xx = Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0)
  const requests = Number(output.match(/(\d+) requests in/)?.[1])
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0)
  return { rps, p99: p99 ? toMs(p99[1], p99[2]) : NaN, errors, requests }
}

export function wrk(url, { threads, connections, seconds, acceptEncoding = 'gzip' }) {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency', '-H', `Accept-Encoding: ${acceptEncoding}`, url], { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(parseWrk(output)) : reject(new Error(`wrk exited ${code}: ${output}`))))
  })
}

export const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ')

/**
 * nginx with one worker serving `work`/www as the static ceiling: the pages' saved answers as `locations` (their
 * headers added), the app's own gzip bytes through gzip_static.
 */
export function nginxConfig({ work, port, locations }) {
  return `daemon off; worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
http { access_log off; types { text/html html; text/plain txt; } charset utf-8; sendfile on; tcp_nopush on; keepalive_requests 1000000;
  etag off; gzip_static on; server_tokens off;
  client_body_temp_path ${work}; proxy_temp_path ${work}; fastcgi_temp_path ${work}; uwsgi_temp_path ${work}; scgi_temp_path ${work};
  server { listen 127.0.0.1:${port}; root ${work}/www; ${locations.join('\n    ')} } }`
}
