import type { TCertificateView } from '@/backend/services/certificates/verify-certificate'

export type TLearnerCertificate =
  | { status: 'not-issued'; message: string }
  | { status: 'feedback-required'; message: string }
  | { status: 'ready' | 'revoked'; certificate: TCertificateView; downloadUrl: string; credentialUrl: string; verificationUrl: string; snapshotUrl: string; linkedInUrl: string }

export type TUserFeedback = { submitted: boolean; questions: { id: string; title: string }[] }

export type TVerificationAnswer = { status: 'valid' | 'revoked'; certificate: TCertificateView }
