import net from 'node:net'

/** A TCP proxy a test can cut (every connection reset, new ones refused) and restore: a database outage on demand. */
export class CuttableProxy {
  private server: net.Server | undefined
  private readonly sockets = new Set<net.Socket>()

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host)
      for (const socket of [client, upstream]) {
        this.sockets.add(socket)
        socket.on('close', () => this.sockets.delete(socket))
        socket.on('error', () => undefined)
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve))
  }

  async cut(): Promise<void> {
    const server = this.server
    this.server = undefined
    for (const socket of this.sockets) socket.resetAndDestroy()
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
