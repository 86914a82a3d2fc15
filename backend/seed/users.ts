import type { Payload, PayloadRequest } from 'payload'
import { DEMO_ACCOUNTS } from './demo-accounts'

export async function seedUsers(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    await payload.create({
      collection: 'users',
      data: { ...account, loginType: 'default' },
      overrideAccess: true,
      req,
    })
  }
}
