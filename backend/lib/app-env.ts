/** process.env, or the variables a test hands in. */
export type TEnv = Readonly<Record<string, string | undefined>>

/**
 * The documented production switch: APP_ENV=production. Not NODE_ENV, which `next start` and `next build`
 * set to production on every machine, the demo one included (docs/decisions/013-per-install-demo-passwords.md).
 */
export function isProductionApp(env: TEnv = process.env): boolean {
  return env.APP_ENV === 'production'
}
