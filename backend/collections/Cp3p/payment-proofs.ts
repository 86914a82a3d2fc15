import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { requireDecodableImage } from '../../hooks/require-decodable-image'
import { uploadFolder } from '../../uploads/folders'
import { PRIVATE_FILES, storeUnderRandomName } from '../../uploads/private-names'

export const CP3P_PROOF_MAX_BYTES = 5 * 1024 * 1024
export const CP3P_PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const

/**
 * Transfer receipts. Written only by the payment-confirmation call (bytes checked, size-limited); Payload serves
 * the files to admins alone, and the owner gets theirs through /cp3p/public-course/payment-proof. Stored outside
 * any public folder, so there is no public URL.
 */
export const Cp3pPaymentProofs: CollectionConfig = {
  slug: 'cp3p-payment-proofs',
  admin: { defaultColumns: ['filename', 'user', 'createdAt'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [storeUnderRandomName()], beforeValidate: [requireDecodableImage] },
  custom: PRIVATE_FILES,
  upload: {
    staticDir: uploadFolder('cp3p-payment-proofs'),
    mimeTypes: [...CP3P_PROOF_TYPES],
  },
  fields: [{ name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true }],
}

/** Lecture videos and documents: served to paid registrants by /cp3p/lms/material, to staff by Payload. */
export const Cp3pMaterials: CollectionConfig = {
  slug: 'cp3p-materials',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [storeUnderRandomName({ keepNameIn: 'title' })], beforeValidate: [requireDecodableImage] },
  custom: PRIVATE_FILES,
  upload: {
    staticDir: uploadFolder('cp3p-materials'),
    mimeTypes: ['video/mp4', 'video/webm', 'application/pdf', 'image/*', 'application/vnd.openxmlformats-officedocument.*'],
  },
  fields: [{ name: 'title', type: 'text', localized: true }],
}
