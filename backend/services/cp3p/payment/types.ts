import type { Locale } from '../../../../lib/i18n/config'

export type TPaymentRequest = { reference: string; amount: number; currency: string; locale: Locale }

/** What the learner sees on the payment step: how much, where to, and what to do next. */
export type TPaymentInstructions = {
  provider: string
  amount: number
  currency: string
  reference: string
  /** Bank transfer: the account to pay into. A gateway would leave this null and give a redirectUrl. */
  bank: { bankName: string; accountName: string; accountNumber: string } | null
  redirectUrl: string | null
  /** Whether the learner must upload a transfer receipt for staff to verify. */
  requiresProof: boolean
  steps: string[]
}

/**
 * A way to pay for a cp3p registration. Bank transfer is the default; a gateway (Midtrans, Xendit) implements
 * the same interface, is registered in ./index.ts and chosen with CP3P_PAYMENT_PROVIDER. A gateway would also
 * add a webhook that sets the registration's paymentStatus to paid.
 */
export interface IPaymentProvider {
  readonly id: string
  instructions(request: TPaymentRequest): TPaymentInstructions
}
