import { DEMO_ACCOUNTS as SEEDED, type TDemoAccount, type TDemoAccountKey } from '../backend/seed/demo-accounts'
import { TEST_DEMO_PASSWORD } from '../tests/demo-password.mjs'

/** The demo accounts with the password scripts/e2e-server.sh seeded them with (DEMO_PASSWORD, else the test constant). */
const password = process.env.DEMO_PASSWORD || TEST_DEMO_PASSWORD

export const DEMO_ACCOUNTS = Object.fromEntries(
  Object.entries(SEEDED).map(([key, account]) => [key, { ...account, password }]),
) as { [key in TDemoAccountKey]: (typeof SEEDED)[key] & { password: string } } satisfies Record<string, TDemoAccount>
