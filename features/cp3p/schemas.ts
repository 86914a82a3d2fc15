import { z } from 'zod'
import { V, zEmail, zRequiredText } from '@/lib/contracts/account/validation'

/** The in-house request form; the API checks the same fields (backend/endpoints/cp3p/params.ts). */
export const ZInhouseForm = z.object({
  fullName: zRequiredText(120),
  email: zEmail,
  phoneNumber: z.string().trim().min(1, V.required).regex(/^[0-9+()\s-]+$/, V.numeric).min(6, V.min(6)).max(20, V.max(20)),
  company: zRequiredText(200),
  estimatedParticipants: z.coerce.number({ error: V.numeric }).int(V.numeric).min(1, V.required).max(10000, V.numeric),
  expectedDate: z.string().trim().max(100, V.max(100)).default(''),
  purpose: zRequiredText(2000),
})
