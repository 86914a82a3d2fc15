import { z } from 'zod'
import { V } from './issue-messages'

export { V, parseIssueMessage } from './issue-messages'

/**
 * Schemas shared by the forms and the API. Their messages are keys of the spec's templates (section 5),
 * `required`, `email`, `minLength|8`, `sameAs|password`..., which a form renders with its field label in
 * the page language (formatIssue) and the API answers as `field: key`.
 */
export const zRequiredText = (max = 200) => z.string({ error: V.required }).trim().min(1, V.required).max(max, V.max(max))
export const zOptionalText = (max = 200) => z.string().trim().max(max, V.max(max)).optional().default('')
export const zEmail = z.string({ error: V.required }).trim().min(1, V.required).max(254, V.max(254)).pipe(z.email(V.email))

/** Section 5's password rules: 8 to 128 characters with a lowercase and an uppercase letter, a number and a special character. */
export const zNewPassword = z
  .string({ error: V.required })
  .min(1, V.required)
  .min(8, V.min(8))
  .max(128, V.max(128))
  .regex(/[a-z]/, V.lowercase)
  .regex(/[A-Z]/, V.uppercase)
  .regex(/\d/, V.number)
  .regex(/[^A-Za-z0-9]/, V.special)

export const zPassword = z.string({ error: V.required }).min(1, V.required).max(128, V.max(128))

export const zPhone = z
  .string()
  .trim()
  .regex(/^\+?\d*$/, V.numeric)
  .max(16, V.max(16))
  .refine((value) => value === '' || value.replace('+', '').length >= 8, V.min(8))
  .optional()
  .default('')

/** Indonesian postal code: five digits, or empty (optional field). Spec section 5's numeric and length templates. */
export const zZipCode = z
  .string()
  .trim()
  .regex(/^\d*$/, V.numeric)
  .max(5, V.max(5))
  .refine((value) => value.length === 0 || value.length >= 5, V.min(5))
  .optional()
  .default('')

/** An id from a master list; the form's empty choice is "" and the API also takes null (no choice). */
export const zOptionalId = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => (value === '' || value === undefined || value === null ? null : Number(value)))
  .refine((value) => value === null || (Number.isInteger(value) && value > 0), V.numeric)
