import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { ownerOrAdmin } from '../../access/owner-or-staff'
import { notifyPaymentDecision } from '../../services/cp3p/notify-payment-decision'
import { syncRegistrationEnrolment, unenrolDeletedRegistration } from '../../services/cp3p/engine-enrolment'

export const CP3P_PAYMENT_STATUSES = ['unpaid', 'waiting-verification', 'paid', 'rejected'] as const

/**
 * One member's place in one programme (unique per user and programme). Created only by the registration call
 * (which also takes the seat); an admin verifies or rejects the payment here, and the learner hears about it.
 */
export const Cp3pRegistrations: CollectionConfig = {
  slug: 'cp3p-registrations',
  admin: { useAsTitle: 'reference', defaultColumns: ['reference', 'user', 'programme', 'paymentStatus', 'status', 'amount', 'createdAt'], listSearchableFields: ['reference'] },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['user', 'programme'], unique: true }],
  // Payment is the admin's: a lecturer or mentor neither reads nor marks it (docs/decisions/016).
  access: { read: ownerOrAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        if (data.paymentStatus === 'paid' && originalDoc?.paymentStatus !== 'paid') data.verifiedAt = new Date().toISOString()
        return data
      },
    ],
    // The engine course opens and closes with the paid registration (decision 036).
    afterChange: [syncRegistrationEnrolment, notifyPaymentDecision],
    afterDelete: [unenrolDeletedRegistration],
  },
  fields: [
    { name: 'reference', type: 'text', admin: { readOnly: true, description: 'Quote this in the transfer note.' } },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'programme', type: 'relationship', relationTo: 'cp3p-programmes', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'registered',
      options: ['registered', 'cancelled'].map((value) => ({ label: value, value })),
    },
    {
      name: 'paymentStatus',
      type: 'select',
      required: true,
      defaultValue: 'unpaid',
      options: CP3P_PAYMENT_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar', description: 'Set to Paid or Rejected after checking the proof: the learner is notified and mailed.' },
    },
    { name: 'rejectionReason', type: 'textarea', admin: { position: 'sidebar', condition: (data) => data?.paymentStatus === 'rejected' } },
    { name: 'amount', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'currency', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'provider', type: 'text', required: true, defaultValue: 'bank-transfer', admin: { readOnly: true } },
    { name: 'proof', type: 'upload', relationTo: 'cp3p-payment-proofs', admin: { description: 'The transfer receipt the learner uploaded.' } },
    { name: 'locale', type: 'select', defaultValue: 'id', options: ['id', 'en'].map((value) => ({ label: value, value })), admin: { readOnly: true } },
    { name: 'verifiedAt', type: 'date', admin: { readOnly: true } },
  ],
}
