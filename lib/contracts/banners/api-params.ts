import { z } from 'zod'
import { V } from '@/lib/contracts/account/validation'
import { BANNER_PLACEMENTS } from './placements'

/** Spec section 7: /static/banner?placement=<placement>; the placement is required and must be a known one. */
export const ZBannerParams = z.object({
  placement: z.enum(BANNER_PLACEMENTS, { error: V.invalid }),
})
