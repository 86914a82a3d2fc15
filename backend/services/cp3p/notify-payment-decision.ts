import type { CollectionAfterChangeHook } from 'payload'
import type { Cp3PRegistration } from '../../payload-types'
import { createNotification } from '../notifications/create-notification'
import { sendPaymentDecisionMail } from './payment-mail'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number((value as { id: number }).id) : null

/**
 * When staff turn a registration's payment status to paid or rejected, the learner gets a notification (bell)
 * and a mail. Only a change of status counts, so re-saving a verified registration sends nothing.
 */
export const notifyPaymentDecision: CollectionAfterChangeHook<Cp3PRegistration> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.paymentStatus === previousDoc?.paymentStatus) return doc
  if (doc.paymentStatus !== 'paid' && doc.paymentStatus !== 'rejected') return doc
  const userId = idOf(doc.user)
  const programmeId = idOf(doc.programme)
  if (!userId || !programmeId) return doc
  const { payload } = req
  const [user, programmeId_, programmeEn] = await Promise.all([
    payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, req }),
    payload.findByID({ collection: 'cp3p-programmes', id: programmeId, depth: 0, locale: 'id', overrideAccess: true, req }),
    payload.findByID({ collection: 'cp3p-programmes', id: programmeId, depth: 0, locale: 'en', overrideAccess: true, req }),
  ])
  const paid = doc.paymentStatus === 'paid'
  const titles = { id: programmeId_.title, en: programmeEn.title }
  const permalink = paid
    ? `/cp3p/dashboard/content-course/${programmeId_.slug}/${programmeId_.slug}`
    : `/user/activity/cp3p-registration/payment-confirmation/${programmeId_.slug}`
  await createNotification(payload, {
    userId,
    type: 'information',
    topic: 'payments',
    intro: paid
      ? { id: `Pembayaran cp3p "${titles.id}" telah diverifikasi. Dasbor program sudah terbuka.`, en: `Your cp3p payment for "${titles.en}" is verified. The programme dashboard is open.` }
      : { id: `Bukti pembayaran cp3p "${titles.id}" ditolak. Silakan unggah bukti yang benar.`, en: `Your cp3p payment proof for "${titles.en}" was rejected. Please upload a correct one.` },
    permalink,
  })
  const locale = doc.locale === 'en' ? 'en' : 'id'
  // Queued in the staff member's save: the decision and its mail are kept together.
  await sendPaymentDecisionMail(payload, { to: user.email, name: user.fullName, title: titles[locale], paid, reason: doc.rejectionReason ?? '', permalink, locale }, req)
  return doc
}
