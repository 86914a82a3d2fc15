import type { Payload } from 'payload'

/**
 * Runs a one-off task against the configured database from the command line (tsx), failing loudly.
 * Loads Lexical before the Payload config (backend/lib/warm-up-lexical.ts), and turns an event loop
 * that empties before the task ends, which Node would report as success, into exit code 1.
 */
export async function runScript(name: string, task: (payload: Payload) => Promise<string>): Promise<never> {
  process.once('beforeExit', () => {
    console.error(`${name} failed: it stopped before finishing (a module import or database call never settled).`)
    process.exit(1)
  })
  try {
    const { warmUpLexical } = await import('./warm-up-lexical')
    await warmUpLexical()
    const { getPayload } = await import('payload')
    const { default: config } = await import('../payload.config')
    const payload = await getPayload({ config })
    console.log(await task(payload))
    process.exit(0)
  } catch (error) {
    console.error(`${name} failed:`, error)
    process.exit(1)
  }
}
