import { z } from 'zod'
import { V, zEmail, zNewPassword, zOptionalId, zOptionalText, zPassword, zPhone, zRequiredText, zZipCode } from './validation'
import { MAX_ROW_ID } from '../../api/row-id'

export const ZLoginForm = z.object({ email: zEmail, password: zPassword })
export type TLoginForm = z.infer<typeof ZLoginForm>

/** Profile fields shared by register and edit-profile (spec section 3 Profile). */
export const ZProfileFields = z.object({
  fullName: zRequiredText(100),
  phoneNumber: zPhone,
  gender: z.enum(['male', 'female', '']).optional().default(''),
  placeOfBirth: zOptionalText(100),
  dateOfBirth: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, V.required)
    .optional()
    .default(''),
  occupation: zOptionalId,
  occupationOther: zOptionalText(100),
  position: zOptionalText(100),
  company: zOptionalText(150),
  industrySector: zOptionalId,
  universityName: zOptionalText(150),
  educationAttainment: zOptionalId,
  jobTitle: zOptionalText(100),
  workExperience: zOptionalId,
  province: zOptionalId,
  city: zOptionalId,
  zipCode: zZipCode,
  subscribe: z.boolean().optional().default(false),
  description: zOptionalText(1000),
})
export type TProfileFields = z.infer<typeof ZProfileFields>

const passwordPair = z.object({ password: zNewPassword, confirmPassword: zPassword })
const samePassword = (data: { password: string; confirmPassword: string }) => data.password === data.confirmPassword

export const ZRegisterBody = ZProfileFields.extend({
  email: zEmail,
  agreeTerms: z.literal(true, { error: V.required }),
  // ALTCHA payload (base64 JSON) or a reCAPTCHA v2 response, depending on configuration.
  botCheck: z.string({ error: V.required }).min(1, V.required).max(10_000),
})
  .extend(passwordPair.shape)
  .refine(samePassword, { message: V.sameAs('password'), path: ['confirmPassword'] })

export const ZActivationBody = z.object({ accountId: z.string().optional(), linkVerification: z.string().min(1, V.required).max(200) })
export const ZResetRequestBody = z.object({ email: zEmail })
export const ZResetPasswordBody = passwordPair
  .extend({ keyToken: z.string().min(1, V.required).max(200) })
  .refine(samePassword, { message: V.sameAs('password'), path: ['confirmPassword'] })
export const ZChangePasswordBody = passwordPair
  .extend({ oldPassword: zPassword })
  .refine(samePassword, { message: V.sameAs('password'), path: ['confirmPassword'] })
  .refine((data) => data.oldPassword !== data.password, { message: V.notSameAs('oldPassword'), path: ['password'] })
export const ZValidatePasswordBody = z.object({ password: zPassword })
export const ZOtpRequestBody = z.object({ email: zEmail })
export const ZOtpVerifyBody = z.object({ email: zEmail, otp: z.string().regex(/^\d{6}$/, V.numeric) })
export const ZDeleteAccountBody = z.object({ acknowledge: z.literal(true, { error: V.required }), password: z.string().max(128).optional() })
export const ZMarkAsReadBody = z.object({ accountId: z.union([z.number(), z.string()]).optional(), notificationId: z.coerce.number().int().positive().max(MAX_ROW_ID) })
