import { spawn } from 'node:child_process'
import net from 'node:net'

/**
 * Since libuv 1.45 (Node.js 20) a listening socket accepts one connection per turn of the event loop (libuv pull
 * request 3696). Under load a turn of ours takes 70-100 ms, so a burst of new connections waited seconds in the
 * kernel's queue while calls on kept connections were answered (docs/decisions/069). Each extra handle on the same
 * socket (a copy of its descriptor, watched on its own) accepts one more per turn. Node.js 22.12's `reusePort`
 * would do without copies; this Node.js has no call that copies a descriptor, so a short-lived child process sends
 * the socket back as many times as asked: each arrives as a new descriptor of the same socket.
 */
const SEND_BACK = `process.on('message', ({ copies }, handle) => {
  let sent = 0
  for (let i = 0; i < copies; i++) process.send({ copy: i }, handle, () => { if (++sent === copies) { handle.close(); process.disconnect() } })
})`

/** ACCEPT_HANDLES: how many connections the server may accept per turn of its event loop (default 16; 1 turns the copies off). */
export function acceptHandlesAsked(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.ACCEPT_HANDLES)
  return Number.isInteger(value) && value >= 1 && value <= 256 ? value : 16
}

type TListeningHandle = { fd?: number }
/** What net.Server keeps of its options, applied to each socket it accepts (an HTTP server: half-open allowed, no delay). */
type TSocketOptions = Pick<net.ServerOpts, 'allowHalfOpen' | 'noDelay' | 'keepAlive' | 'keepAliveInitialDelay' | 'pauseOnConnect'>

/**
 * Adds `handles - 1` listeners on `server`'s socket; the connections they accept go to `server`. Returns them, to be
 * closed with it (a drain waits for their connections too). Nothing is added when the server has no socket of its
 * own (a cluster worker whose primary accepts for it).
 */
export async function addAcceptHandles(server: net.Server, handles: number, backlog: number): Promise<net.Server[]> {
  const own = (server as unknown as { _handle?: TListeningHandle })._handle
  const copies = handles - 1
  if (copies < 1 || !own || typeof own.fd !== 'number' || own.fd < 0) return []
  const child = spawn(process.execPath, ['-e', SEND_BACK], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const received = await new Promise<TListeningHandle[]>((resolve, reject) => {
    const arrived: TListeningHandle[] = []
    child.on('message', (_message, handle) => {
      if (handle) arrived.push(handle as TListeningHandle)
      if (arrived.length === copies) resolve(arrived)
    })
    child.once('error', reject)
    child.once('exit', (code) => arrived.length < copies && reject(new Error(`the child copying the listening socket exited (${code}) after ${arrived.length} of ${copies} copies`)))
    child.send({ copies }, own as never)
  })
  const { allowHalfOpen, noDelay, keepAlive, keepAliveInitialDelay, pauseOnConnect } = server as unknown as TSocketOptions
  const options = { allowHalfOpen, noDelay, keepAlive, keepAliveInitialDelay, pauseOnConnect }
  return Promise.all(
    received.map(
      (handle) =>
        new Promise<net.Server>((resolve) => {
          const listener = net.createServer(options)
          listener.on('connection', (socket) => server.emit('connection', socket))
          // listen() on a copy sets the backlog of the one socket they share: the same figure as the server's.
          listener.listen(handle as never, backlog, () => resolve(listener))
        }),
    ),
  )
}
