import { bankTransfer } from './bank-transfer'
import type { IPaymentProvider } from './types'

export type { IPaymentProvider, TPaymentInstructions } from './types'

const PROVIDERS: Record<string, IPaymentProvider> = { [bankTransfer.id]: bankTransfer }

/** The configured provider (CP3P_PAYMENT_PROVIDER, default bank-transfer); an unknown name fails loudly. */
export function paymentProvider(name = process.env.CP3P_PAYMENT_PROVIDER || 'bank-transfer'): IPaymentProvider {
  const provider = PROVIDERS[name]
  if (!provider) throw new Error(`CP3P_PAYMENT_PROVIDER: unknown provider "${name}" (known: ${Object.keys(PROVIDERS).join(', ')})`)
  return provider
}
