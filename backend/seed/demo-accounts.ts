import type { TUserType } from '../collections/Users'

export type TDemoAccount = {
  email: string
  fullName: string
  role: TUserType
}

/**
 * The seeded accounts, one per role plus a second learner (demo and tests). Their passwords are not here:
 * each install gets its own (backend/seed/demo-passwords.ts, docs/decisions/013-per-install-demo-passwords.md).
 */
export const DEMO_ACCOUNTS = {
  learner: { email: 'learner@demo.lpi.test', fullName: 'Sari Wulandari', role: 'learner' },
  learner2: { email: 'learner2@demo.lpi.test', fullName: 'Budi Santoso', role: 'learner' },
  lecturer: { email: 'lecturer@demo.lpi.test', fullName: 'Ratna Kusumawati', role: 'lecturer' },
  mentor: { email: 'mentor@demo.lpi.test', fullName: 'Andi Pratama', role: 'mentor' },
  admin: { email: 'admin@demo.lpi.test', fullName: 'Dewi Lestari', role: 'admin' },
} as const satisfies Record<string, TDemoAccount>

export type TDemoAccountKey = keyof typeof DEMO_ACCOUNTS
