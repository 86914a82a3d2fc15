import type { Payload } from 'payload'
import { checkAnswers } from '../../../lib/contracts/events/registration-answers'
import type { Locale } from '../../../lib/i18n/config'
import type { User } from '../../payload-types'
import { registrationOf } from '../events/registration-state'
import { createNotification } from '../notifications/create-notification'
import { claimSeat } from './claim-seat'
import { eventPaths } from './event-links'
import { findRegistration } from './find-registration'
import { loadPublishedEvent, questionsOf } from './load-event'
import type { TRegistrationMessage } from './messages'
import { sendRegistrationMail } from './registration-mail'

export type TRegisterResult =
  | { ok: true; registrationId: number }
  | { ok: false; status: number; message: TRegistrationMessage }
  | { ok: false; status: 400; issue: { questionLabel: string; key: string } }

/**
 * POST event/registration: open registration only, the form's answers checked, one registration per member,
 * no more than capacity (claimSeat). Then the confirmation mail with the .ics (queued: an SMTP outage delays it,
 * backend/jobs) and a notification.
 */
export async function registerForEvent(
  payload: Payload,
  user: User,
  input: { eventId: number; answers: Record<string, unknown> },
  locale: Locale,
  now = new Date(),
): Promise<TRegisterResult> {
  const event = await loadPublishedEvent(payload, input.eventId, locale)
  if (!event) return { ok: false, status: 404, message: 'notFound' }
  if (!registrationOf(event, now).open) return { ok: false, status: 409, message: 'closed' }
  if (await findRegistration(payload, event.id, user.id)) return { ok: false, status: 409, message: 'duplicate' }
  const questions = questionsOf(event)
  const { answers, issues } = checkAnswers(questions, input.answers)
  const firstIssue = questions.find((question) => issues[question.id])
  if (firstIssue) return { ok: false, status: 400, issue: { questionLabel: firstIssue.label, key: issues[firstIssue.id] } }

  const claim = await claimSeat(payload, { eventId: event.id, userId: user.id, capacity: event.capacity ?? null, answers })
  if (claim.outcome !== 'registered') return { ok: false, status: 409, message: claim.outcome }

  await sendRegistrationMail(payload, { to: user.email, name: user.fullName, event, registrationId: claim.registration.id, locale })
  const [idTitle, enTitle] = await Promise.all([
    locale === 'id' ? event.title : loadPublishedEvent(payload, event.id, 'id').then((doc) => doc?.title ?? event.title),
    locale === 'en' ? event.title : loadPublishedEvent(payload, event.id, 'en').then((doc) => doc?.title ?? event.title),
  ])
  await createNotification(payload, {
    userId: user.id,
    type: 'information',
    topic: 'events',
    intro: { id: `Pendaftaran Anda untuk "${idTitle}" berhasil.`, en: `You are registered for "${enTitle}".` },
    permalink: eventPaths({ id: event.id, title: idTitle }, 'id').detail,
  })
  return { ok: true, registrationId: claim.registration.id }
}
