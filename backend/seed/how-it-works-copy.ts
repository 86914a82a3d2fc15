import type { TInternalLink } from './types'

/** The how-it-works page in both languages: [Indonesian, English] for each text. */
export type TStep = { title: [string, string]; description: [string, string]; link?: { label: [string, string]; url: TInternalLink } }

export const LEARNER_STEPS: TStep[] = [
  { title: ['Buat akun', 'Create an account'], description: ['Daftar gratis dengan email atau akun Google dan lengkapi profil Anda.', 'Sign up for free with your email or Google account and complete your profile.'], link: { label: ['Daftar sekarang', 'Sign up now'], url: '/register' } },
  { title: ['Aktifkan akun', 'Activate your account'], description: ['Buka tautan aktivasi yang kami kirim ke email Anda, lalu masuk.', 'Open the activation link we email you, then sign in.'] },
  { title: ['Pilih kursus online', 'Choose an online course'], description: ['Telusuri katalog kursus KPBU, pembiayaan proyek, dan manajemen risiko, lalu daftar pada kursus pilihan Anda.', 'Browse courses on PPP, project finance and risk management, then enrol in the one you want.'], link: { label: ['Lihat kursus', 'See courses'], url: '/education/online-course' } },
  { title: ['Pelajari materi dan kerjakan kuis', 'Learn and take the quizzes'], description: ['Ikuti bab demi bab dalam bentuk video, bacaan, dan audio; setiap bab ditutup dengan kuis.', 'Work through each chapter of videos, readings and audio; each chapter ends with a quiz.'] },
  { title: ['Berdiskusi di forum', 'Discuss in the forum'], description: ['Tanyakan hal yang belum jelas kepada pengajar dan sesama peserta.', 'Ask lecturers and fellow learners about anything unclear.'], link: { label: ['Pedoman forum', 'Forum guidelines'], url: '/forum-guideline' } },
  { title: ['Ikuti ujian akhir', 'Take the final exam'], description: ['Setelah semua bab selesai, ujian akhir terbuka. Waktu ujian dihitung oleh server.', 'Once every chapter is done the final exam opens; the server keeps the time.'] },
  { title: ['Unduh sertifikat elektronik', 'Download your e-certificate'], description: ['Lulus ujian, isi umpan balik, dan unduh sertifikat yang dapat diverifikasi.', 'Pass the exam, give your feedback and download a certificate anyone can verify.'] },
]

export const LECTURER_STEPS: TStep[] = [
  { title: ['Terima akun pengajar', 'Receive your lecturer account'], description: ['Admin membuat akun pengajar Anda dan menautkannya ke kursus yang Anda ampu.', 'An admin creates your lecturer account and links it to the courses you teach.'] },
  { title: ['Masuk ke portal', 'Sign in to the portal'], description: ['Masuk dengan email dan kata sandi Anda; pengajar juga dapat membuka CMS.', 'Sign in with your email and password; lecturers can also open the CMS.'], link: { label: ['Masuk', 'Sign in'], url: '/login' } },
  { title: ['Siapkan materi kursus', 'Prepare the course content'], description: ['Susun bab, materi, kuis, dan ujian akhir di CMS, lalu terbitkan.', 'Build chapters, lectures, quizzes and the final exam in the CMS, then publish them.'] },
  { title: ['Pantau aktivitas kursus', 'Follow course activity'], description: ['Lihat jumlah peserta, kemajuan belajar, dan hasil ujian di halaman aktivitas pengajar.', 'See enrolments, progress and exam results on the lecturer activity page.'], link: { label: ['Aktivitas pengajar', 'Lecturer activity'], url: '/lecturer/activity/online-course' } },
  { title: ['Jawab diskusi', 'Answer discussions'], description: ['Tanggapi pertanyaan peserta di forum setiap bab.', "Reply to learners' questions in each chapter's forum."] },
  { title: ['Tinjau umpan balik', 'Review feedback'], description: ['Baca umpan balik peserta untuk memperbaiki kursus berikutnya.', 'Read learner feedback to improve the next run of the course.'] },
]

export const HOW_IT_WORKS_TEXTS = {
  highlight: {
    title: ['Belajar infrastruktur secara online, selangkah demi selangkah', 'Learn infrastructure online, step by step'],
    subtitle: ['Portal belajar kami terbuka untuk siapa saja. Begini cara memulainya, sebagai peserta maupun pengajar.', 'Our learning portal is open to everyone. Here is how to start, as a learner or as a lecturer.'],
  },
  learner: { title: ['Untuk Peserta', 'For Learners'], intro: ['Dari mendaftar hingga memperoleh sertifikat.', 'From signing up to earning your certificate.'] },
  lecturer: { title: ['Untuk Pengajar', 'For Lecturers'], intro: ['Mengajar dan mendampingi peserta di portal.', 'Teaching and supporting learners on the portal.'] },
} as const
