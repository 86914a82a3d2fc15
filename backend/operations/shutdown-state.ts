/**
 * Whether this process is draining (scripts/serve.ts got SIGTERM/SIGINT). Kept on globalThis under a registered
 * symbol: the production server and the route handlers Next.js loads are separate module graphs in one process.
 */
const DRAINING = Symbol.for('portal.operations.draining')

type TDrainState = { [DRAINING]?: boolean }

export function markDraining(): void {
  ;(globalThis as TDrainState)[DRAINING] = true
}

export function isDraining(): boolean {
  return (globalThis as TDrainState)[DRAINING] === true
}
