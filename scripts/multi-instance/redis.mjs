// A private redis-server with nothing saved to disk (`--save ''`): stopping it loses every key, as a Redis that
// died and came back empty would.
import { createConnection } from 'node:net'
import { exited, kill, start, waitFor } from './processes.mjs'

const answersPing = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'))
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))))
    socket.once('error', () => resolve(false))
  })

export function redisServer({ port }) {
  let child
  return {
    url: `redis://127.0.0.1:${port}/0`,
    start: async () => {
      child = start('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'])
      await waitFor('redis', () => answersPing(port), 20)
    },
    stop: async () => {
      kill(child, 'SIGTERM')
      await exited(child)
    },
  }
}
