import type { TBilingual } from '../navigation/types'

type TWords = Record<string, [string, string]>
const words = (map: TWords): Record<string, TBilingual> => Object.fromEntries(Object.entries(map).map(([value, [id, en]]) => [value, { id, en }]))

/**
 * Select options staff act on and filter by, by collection slug and field path: the stored value stays, the admin
 * shows a word in its language ("Menunggu verifikasi" for waiting-verification). Other selects still show values.
 */
export const OPTION_LABELS: Record<string, Record<string, Record<string, TBilingual>>> = {
  'cp3p-registrations': {
    status: words({ registered: ['Terdaftar', 'Registered'], cancelled: ['Dibatalkan', 'Cancelled'] }),
    paymentStatus: words({
      unpaid: ['Belum dibayar', 'Unpaid'],
      'waiting-verification': ['Menunggu verifikasi', 'Waiting for verification'],
      paid: ['Lunas', 'Paid'],
      rejected: ['Ditolak', 'Rejected'],
    }),
  },
  users: {
    role: words({ learner: ['Peserta', 'Learner'], lecturer: ['Dosen', 'Lecturer'], admin: ['Admin', 'Admin'], mentor: ['Mentor', 'Mentor'] }),
    loginType: words({ default: ['Email dan kata sandi', 'Email and password'], google: ['Google', 'Google'], linkedin: ['LinkedIn', 'LinkedIn'] }),
    gender: words({ male: ['Laki-laki', 'Male'], female: ['Perempuan', 'Female'] }),
    'notificationPreferences.discussionDigest': words({ immediate: ['Setiap kiriman', 'Each post'], daily: ['Ringkasan harian', 'Daily digest'], weekly: ['Ringkasan mingguan', 'Weekly digest'] }),
  },
  'forum-subscriptions': { state: words({ following: ['Mengikuti', 'Following'], muted: ['Dibisukan', 'Muted'] }) },
  'forum-digest-entries': { frequency: words({ daily: ['Harian', 'Daily'], weekly: ['Mingguan', 'Weekly'] }) },
  events: {
    eventStatus: words({
      scheduled: ['Terjadwal', 'Scheduled'],
      rescheduled: ['Dijadwalkan ulang', 'Rescheduled'],
      postponed: ['Ditunda', 'Postponed'],
      cancelled: ['Dibatalkan', 'Cancelled'],
      'moved-online': ['Dipindah ke daring', 'Moved online'],
    }),
    format: words({ offline: ['Luring', 'In person'], online: ['Daring', 'Online'], hybrid: ['Hibrida', 'Hybrid'] }),
  },
  'data-requests': {
    kind: words({ export: ['Salinan data', 'Data export'], deletion: ['Penghapusan akun', 'Account deletion'] }),
    status: words({ queued: ['Dalam antrean', 'Queued'], ready: ['Siap diunduh', 'Ready'], failed: ['Gagal', 'Failed'], done: ['Selesai', 'Done'] }),
  },
  'forum-reports': { status: words({ open: ['Terbuka', 'Open'], resolved: ['Selesai', 'Resolved'] }) },
  notifications: { status: words({ unread: ['Belum dibaca', 'Unread'], read: ['Sudah dibaca', 'Read'] }) },
  research: { progress: words({ 'on-going': ['Berjalan', 'Ongoing'], complete: ['Selesai', 'Complete'] }) },
}
