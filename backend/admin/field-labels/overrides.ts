import type { TBilingual } from '../navigation/types'
import { notificationPreferenceLabels } from './notification-preference-labels'

/**
 * Where a field name means something else than in dictionary.ts: collection or global slug -> field path (names
 * joined with dots; an unnamed tab as `[tab:<English label>]`) -> label.
 */
export const FIELD_LABEL_OVERRIDES: Record<string, Record<string, TBilingual>> = {
  users: {
    position: { id: 'Posisi', en: 'Position' },
    'socmed.value': { id: 'Akun atau alamat', en: 'Handle or address' },
    notificationPreferences: { id: 'Preferensi pemberitahuan', en: 'Notification preferences' },
    ...notificationPreferenceLabels('notificationPreferences'),
    'notificationPreferences.discussionDigest': { id: 'Email diskusi', en: 'Discussion emails' },
  },
  'forum-subscriptions': { state: { id: 'Pilihan', en: 'Choice' } },
  'forum-digest-entries': { frequency: { id: 'Ringkasan', en: 'Digest' }, dueAt: { id: 'Dikirim pada', en: 'Sent at' } },
  courses: {
    'lecturers.account': { id: 'Akun dosen', en: "Lecturer's account" },
    'lecturers.socmed.value': { id: 'Akun atau alamat', en: 'Handle or address' },
  },
  'course-enrolments': { user: { id: 'Peserta', en: 'Learner' } },
  'cp3p-registrations': {
    user: { id: 'Peserta', en: 'Learner' },
    status: { id: 'Status pendaftaran', en: 'Registration status' },
    provider: { id: 'Penyedia pembayaran', en: 'Payment provider' },
  },
  'event-registrations': { user: { id: 'Pendaftar', en: 'Registrant' } },
  'education-programs': { 'duration.value': { id: 'Lama', en: 'Length' } },
  'capacity-building': { 'participant.stats.value': { id: 'Angka', en: 'Figure' } },
  'policy-pages': { key: { id: 'Halaman kebijakan', en: 'Policy page' } },
  'payload-jobs': { '[tab:Status]': { id: 'Status', en: 'Status' } },
}
