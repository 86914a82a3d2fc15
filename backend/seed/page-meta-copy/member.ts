import type { TPageMetaCopyMap } from '../types'

/** Signed-in pages: account, activity and the lecturer view. */
export const MEMBER_PAGE_META = {
  '/user': {
    id: { keyword: 'akun saya', description: 'Halaman utama akun LPI Learning Anda.' },
    en: { keyword: 'my account', description: 'The home page of your LPI Learning account.' },
  },
  '/user/dashboard': {
    id: { keyword: 'dasbor, kemajuan belajar', description: 'Ringkasan kursus, acara, dan kemajuan belajar Anda.' },
    en: { keyword: 'dashboard, learning progress', description: 'A summary of your courses, events and learning progress.' },
  },
  '/user/notification': {
    id: { keyword: 'pemberitahuan', description: 'Pemberitahuan terbaru tentang kursus, diskusi, dan informasi akun Anda.' },
    en: { keyword: 'notifications', description: 'Your latest notifications about courses, discussions and your account.' },
  },
  '/user/account-settings': {
    id: { keyword: 'pengaturan akun', description: 'Kelola profil, email, kata sandi, dan akun LPI Learning Anda.' },
    en: { keyword: 'account settings', description: 'Manage your LPI Learning profile, email, password and account.' },
  },
  '/user/account-settings/edit-profile': {
    id: { keyword: 'edit profil', description: 'Perbarui data diri, pekerjaan, dan foto profil Anda.' },
    en: { keyword: 'edit profile', description: 'Update your personal details, work information and profile photo.' },
  },
  '/user/account-settings/change-password': {
    id: { keyword: 'ganti kata sandi', description: 'Ganti kata sandi akun Anda secara berkala agar tetap aman.' },
    en: { keyword: 'change password', description: 'Change your account password regularly to keep it safe.' },
  },
  '/user/account-settings/delete-account': {
    id: { keyword: 'hapus akun', description: 'Hapus akun LPI Learning Anda beserta data pembelajarannya.' },
    en: { keyword: 'delete account', description: 'Delete your LPI Learning account and its learning data.' },
  },
  '/user/account-settings/update-email': {
    id: { keyword: 'perbarui email', description: 'Ganti alamat email yang Anda gunakan untuk masuk ke LPI Learning.' },
    en: { keyword: 'update email', description: 'Change the email address you use to sign in to LPI Learning.' },
  },
  '/user/activity': {
    id: { keyword: 'aktivitas', description: 'Riwayat kursus online, pendaftaran acara, dan pendaftaran CP3P Anda.' },
    en: { keyword: 'activity', description: 'Your history of online courses, event registrations and CP3P registrations.' },
  },
  '/user/activity/cp3p-registration': {
    id: { keyword: 'registrasi CP3P', description: 'Status pendaftaran dan konfirmasi pembayaran CP3P Anda.' },
    en: { keyword: 'CP3P registrations', description: 'The status of your CP3P registrations and payment confirmations.' },
  },
  '/user/activity/event-registration': {
    id: { keyword: 'registrasi acara', description: 'Daftar acara yang Anda ikuti beserta jadwal dan kehadirannya.' },
    en: { keyword: 'event registrations', description: 'The events you registered for, with their schedule and your attendance.' },
  },
  '/user/activity/online-course': {
    id: { keyword: 'kursus online saya', description: 'Kursus online yang sedang Anda ikuti dan kemajuannya.' },
    en: { keyword: 'my online courses', description: 'The online courses you are taking and how far you have got.' },
  },
  '/user/activity/online-course/completed': {
    id: { keyword: 'kursus selesai, sertifikat', description: 'Kursus online yang telah Anda selesaikan beserta sertifikatnya.' },
    en: { keyword: 'completed courses, certificates', description: 'The online courses you have completed and their certificates.' },
  },
  '/lecturer/activity/online-course': {
    id: { keyword: 'aktivitas pengajar, kursus online', description: 'Aktivitas peserta pada kursus online yang Anda ajar.' },
    en: { keyword: 'lecturer activity, online course', description: 'Learner activity in the online courses you teach.' },
  },
  '/lecturer/grading': {
    id: { keyword: 'penilaian esai, kuis, ujian', description: 'Jawaban esai peserta pada kursus yang Anda ajar yang menunggu penilaian.' },
    en: { keyword: 'essay grading, quiz, exam', description: 'Essay answers in the courses you teach that wait for a grade.' },
  },
  '/lecturer/forum-moderation': {
    id: { keyword: 'moderasi forum, laporan diskusi', description: 'Laporan anggota tentang diskusi di kursus yang Anda ajar, untuk disembunyikan atau dipulihkan.' },
    en: { keyword: 'forum moderation, discussion reports', description: 'Members\' reports of discussions in the courses you teach, to hide or restore.' },
  },
} satisfies TPageMetaCopyMap
