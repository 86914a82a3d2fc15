import { formatIdr } from '@/lib/format/currency'

/** Spec section 9: IDR with the prefix, no decimals, dot thousands; other currencies in their code. */
export function Price({ amount, currency }: { amount: number; currency: string }) {
  return <span>{currency === 'IDR' ? formatIdr(amount) : `${currency} ${amount.toLocaleString('en-US')}`}</span>
}
