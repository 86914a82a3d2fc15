import type { TUserType } from '../collections/Users'

export type TDemoAccount = {
  email: string
  password: string
  fullName: string
  role: TUserType
}

const DEMO_PASSWORD = 'Demo-Password-2026!'

/** Sign-in details of the seeded accounts, one per role plus a second learner (demo and tests). */
export const DEMO_ACCOUNTS = {
  learner: { email: 'learner@demo.lpi.test', password: DEMO_PASSWORD, fullName: 'Sari Wulandari', role: 'learner' },
  learner2: { email: 'learner2@demo.lpi.test', password: DEMO_PASSWORD, fullName: 'Budi Santoso', role: 'learner' },
  lecturer: {
    email: 'lecturer@demo.lpi.test',
    password: DEMO_PASSWORD,
    fullName: 'Ratna Kusumawati',
    role: 'lecturer',
  },
  mentor: { email: 'mentor@demo.lpi.test', password: DEMO_PASSWORD, fullName: 'Andi Pratama', role: 'mentor' },
  admin: { email: 'admin@demo.lpi.test', password: DEMO_PASSWORD, fullName: 'Dewi Lestari', role: 'admin' },
} as const satisfies Record<string, TDemoAccount>
