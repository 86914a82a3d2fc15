import type { Payload } from 'payload'
import { CP3P_PROOF_MAX_BYTES } from '../../collections/Cp3p/payment-proofs'
import type { Cp3PRegistration } from '../../payload-types'
import { sniffProofType } from './sniff-proof-type'

export type TProofResult = 'saved' | 'invalid' | 'already-paid'

/**
 * Stores a transfer receipt for a registration when its bytes are an image or a PDF of at most 5 MB (the
 * declared type and name are not trusted), puts the registration back in the verification queue and removes
 * the previous receipt.
 */
export async function submitProof(payload: Payload, registration: Cp3PRegistration, data: Buffer): Promise<TProofResult> {
  if (registration.paymentStatus === 'paid') return 'already-paid'
  const mimetype = data.length <= CP3P_PROOF_MAX_BYTES ? sniffProofType(data) : null
  if (!mimetype) return 'invalid'
  const userId = typeof registration.user === 'object' ? registration.user.id : registration.user
  const extension = mimetype === 'application/pdf' ? 'pdf' : mimetype.split('/')[1]
  const proof = await payload
    .create({
      collection: 'cp3p-payment-proofs',
      data: { user: userId },
      file: { data, mimetype, name: `proof-${registration.id}.${extension}`, size: data.length },
      overrideAccess: true,
    })
    .catch(() => null)
  if (!proof) return 'invalid'
  const previous = typeof registration.proof === 'object' ? registration.proof?.id : registration.proof
  await payload.update({
    collection: 'cp3p-registrations',
    id: registration.id,
    data: { proof: proof.id, paymentStatus: 'waiting-verification', rejectionReason: null },
    overrideAccess: true,
  })
  if (previous) await payload.delete({ collection: 'cp3p-payment-proofs', id: previous, overrideAccess: true }).catch(() => undefined)
  return 'saved'
}
