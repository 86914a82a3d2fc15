/**
 * The one pathname map (SPEC.md section 2). Keys are the internal (English) routes,
 * which are also the folders under app/[locale]; values give the Indonesian form.
 * A plain string means the path is the same in both languages.
 */
export const pathnames = {
  '/': '/',
  '/about-us': { id: '/tentang-kami', en: '/about-us' },
  '/how-it-works': { id: '/cara-kerja', en: '/how-it-works' },
  '/capacity-building': '/capacity-building',
  '/expertise': { id: '/keahlian', en: '/expertise' },
  '/advocacy': { id: '/advokasi', en: '/advocacy' },
  '/faq': '/faq',
  '/register': { id: '/daftar', en: '/register' },
  '/register-thankyou': '/register-thankyou',
  '/login': { id: '/masuk', en: '/login' },
  '/login/activation/[tokenActivation]': {
    id: '/masuk/aktivasi/[tokenActivation]',
    en: '/login/activation/[tokenActivation]',
  },
  '/forgot-password': { id: '/lupa-katasandi', en: '/forgot-password' },
  '/update-password/[keyToken]': {
    id: '/memperbaharui-katasandi/[keyToken]',
    en: '/update-password/[keyToken]',
  },
  '/copyright': { id: '/hak-cipta', en: '/copyright' },
  '/cookies-policy': { id: '/kebijakan-cookie', en: '/cookies-policy' },
  '/privacy-policy': { id: '/kebijakan-privasi', en: '/privacy-policy' },
  '/term-of-use': { id: '/syarat-penggunaan', en: '/term-of-use' },
  '/forum-guideline': { id: '/pedoman-forum', en: '/forum-guideline' },
  '/template': '/template',
  '/example': '/example',
  '/uniid': '/uniid',
  '/search/[searchKey]': { id: '/pencarian/[searchKey]', en: '/search/[searchKey]' },

  '/education': { id: '/edukasi', en: '/education' },
  '/education/[id]/[title]': { id: '/edukasi/[id]/[title]', en: '/education/[id]/[title]' },
  '/education/online-course': { id: '/edukasi/kursus-online', en: '/education/online-course' },
  '/education/online-course/[slug]/[title]': {
    id: '/edukasi/kursus-online/[slug]/[title]',
    en: '/education/online-course/[slug]/[title]',
  },
  '/education/online-course/certificate/[slug]': {
    id: '/edukasi/kursus-online/sertifikasi/[slug]',
    en: '/education/online-course/certificate/[slug]',
  },

  '/research': { id: '/riset', en: '/research' },
  '/research/chapter/[id]/[title]': { id: '/riset/chapter/[id]/[title]', en: '/research/chapter/[id]/[title]' },
  '/research/completed/[id]/[title]': { id: '/riset/lengkap/[id]/[title]', en: '/research/completed/[id]/[title]' },
  '/research/on-going/[id]/[title]': {
    id: '/riset/sedang-berlangsung/[id]/[title]',
    en: '/research/on-going/[id]/[title]',
  },

  '/e-library': '/e-library',
  '/e-library/chapter/[id]/[title]': '/e-library/chapter/[id]/[title]',
  '/e-library/others/[id]/[title]': { id: '/e-library/lainnya/[id]/[title]', en: '/e-library/others/[id]/[title]' },
  '/e-library/toolkit/[id]/[title]': { id: '/e-library/peralatan/[id]/[title]', en: '/e-library/toolkit/[id]/[title]' },
  '/e-library/video/[id]/[title]': '/e-library/video/[id]/[title]',

  '/outreach': { id: '/kemitraan', en: '/outreach' },
  '/outreach/cop': { id: '/kemitraan/cop', en: '/outreach/cop' },

  '/event': '/event',
  '/event/[id]/[title]': '/event/[id]/[title]',
  '/event/attendance/[id]/[title]': '/event/attendance/[id]/[title]',

  '/cp3p': '/cp3p',
  '/cp3p/description': { id: '/cp3p/deskripsi', en: '/cp3p/description' },
  '/cp3p/faq': '/cp3p/faq',
  '/cp3p/course-overview': { id: '/cp3p/ikhtisar-kursus', en: '/cp3p/course-overview' },
  '/cp3p/inhouse-registration': { id: '/cp3p/inhouse-registrasi', en: '/cp3p/inhouse-registration' },
  '/cp3p/benefit': { id: '/cp3p/manfaat', en: '/cp3p/benefit' },
  '/cp3p/learning': { id: '/cp3p/pembelajaran', en: '/cp3p/learning' },
  '/cp3p/target': '/cp3p/target',
  '/cp3p/detail/[slug]/[title]': '/cp3p/detail/[slug]/[title]',
  '/cp3p/certification/registration/[slug]': {
    id: '/cp3p/sertifikasi/registrasi/[slug]',
    en: '/cp3p/certification/registration/[slug]',
  },
  '/cp3p/certification/registration-summary/[slug]/[courseId]': {
    id: '/cp3p/sertifikasi/rangkuman-registrasi/[slug]/[courseId]',
    en: '/cp3p/certification/registration-summary/[slug]/[courseId]',
  },
  '/cp3p/certification/registration-success/[slug]/[courseId]': {
    id: '/cp3p/sertifikasi/registrasi-berhasil/[slug]/[courseId]',
    en: '/cp3p/certification/registration-success/[slug]/[courseId]',
  },
  '/cp3p/dashboard/about/[slug]/[title]': {
    id: '/cp3p/dasbor/tentang/[slug]/[title]',
    en: '/cp3p/dashboard/about/[slug]/[title]',
  },
  '/cp3p/dashboard/announcement/[slug]/[title]': {
    id: '/cp3p/dasbor/pengumuman/[slug]/[title]',
    en: '/cp3p/dashboard/announcement/[slug]/[title]',
  },
  '/cp3p/dashboard/content-course/[slug]/[title]': {
    id: '/cp3p/dasbor/konten-kursus/[slug]/[title]',
    en: '/cp3p/dashboard/content-course/[slug]/[title]',
  },
  '/cp3p/dashboard/feedback/[slug]/[title]': {
    id: '/cp3p/dasbor/umpanbalik/[slug]/[title]',
    en: '/cp3p/dashboard/feedback/[slug]/[title]',
  },
  '/cp3p/course-interface/[slug]/[chapterId]/[lecturesId]/[title]': {
    id: '/cp3p/kursus-antarmuka/[slug]/[chapterId]/[lecturesId]/[title]',
    en: '/cp3p/course-interface/[slug]/[chapterId]/[lecturesId]/[title]',
  },

  '/course-interface/[slug]/[lecturesId]/[title]': {
    id: '/kursus-antarmuka/[slug]/[lecturesId]/[title]',
    en: '/course-interface/[slug]/[lecturesId]/[title]',
  },
  '/online-course/about-course/[slug]/[title]': {
    id: '/kursus-online/about-course/[slug]/[title]',
    en: '/online-course/about-course/[slug]/[title]',
  },
  '/online-course/announcement/[slug]/[title]': {
    id: '/kursus-online/announcement/[slug]/[title]',
    en: '/online-course/announcement/[slug]/[title]',
  },
  '/online-course/course-content/[slug]/[title]': {
    id: '/kursus-online/course-content/[slug]/[title]',
    en: '/online-course/course-content/[slug]/[title]',
  },
  '/online-course/material/[slug]/[title]': {
    id: '/kursus-online/material/[slug]/[title]',
    en: '/online-course/material/[slug]/[title]',
  },
  '/online-course/grades/[slug]/[title]': {
    id: '/kursus-online/grades/[slug]/[title]',
    en: '/online-course/grades/[slug]/[title]',
  },
  '/online-course/e-certificate/[slug]/[title]': {
    id: '/kursus-online/e-certificate/[slug]/[title]',
    en: '/online-course/e-certificate/[slug]/[title]',
  },
  '/online-course/feedback/[slug]/[title]': {
    id: '/kursus-online/umpan-balik/[slug]/[title]',
    en: '/online-course/feedback/[slug]/[title]',
  },
  '/online-course/exam/[slug]/[title]': {
    id: '/kursus-online/ujian/[slug]/[title]',
    en: '/online-course/exam/[slug]/[title]',
  },
  '/online-course/exam-detail/[slug]/[title]': {
    id: '/kursus-online/ujian-detail/[slug]/[title]',
    en: '/online-course/exam-detail/[slug]/[title]',
  },
  '/online-course/exam-review/[slug]/[title]': {
    id: '/kursus-online/ujian-review/[slug]/[title]',
    en: '/online-course/exam-review/[slug]/[title]',
  },
  '/online-course/quiz/[slug]/[chapterId]/[title]': {
    id: '/kursus-online/kuis/[slug]/[chapterId]/[title]',
    en: '/online-course/quiz/[slug]/[chapterId]/[title]',
  },
  '/online-course/quiz-detail/[slug]/[chapterId]/[title]': {
    id: '/kursus-online/kuis-detail/[slug]/[chapterId]/[title]',
    en: '/online-course/quiz-detail/[slug]/[chapterId]/[title]',
  },
  '/online-course/quiz-review/[slug]/[chapterId]/[title]': {
    id: '/kursus-online/kuis-review/[slug]/[chapterId]/[title]',
    en: '/online-course/quiz-review/[slug]/[chapterId]/[title]',
  },
  '/online-course/discussion/[slug]/[title]': {
    id: '/kursus-online/diskusi/[slug]/[title]',
    en: '/online-course/discussion/[slug]/[title]',
  },
  '/online-course/discussion/chapter/[slug]/[chapterId]/[title]': {
    id: '/kursus-online/diskusi/chapter/[slug]/[chapterId]/[title]',
    en: '/online-course/discussion/chapter/[slug]/[chapterId]/[title]',
  },
  '/online-course/discussion/create-discussion/[slug]/[title]': {
    id: '/kursus-online/diskusi/buat-diskusi/[slug]/[title]',
    en: '/online-course/discussion/create-discussion/[slug]/[title]',
  },
  '/online-course/thread/[slug]/[threadId]/[title]': {
    id: '/kursus-online/thread/[slug]/[threadId]/[title]',
    en: '/online-course/thread/[slug]/[threadId]/[title]',
  },
  '/snapshot-certificate/[slug]/[title]/[id]': '/snapshot-certificate/[slug]/[title]/[id]',

  '/user': '/user',
  '/user/dashboard': { id: '/user/dasbor', en: '/user/dashboard' },
  '/user/notification': { id: '/user/pemberitahuan', en: '/user/notification' },
  '/user/account-settings': { id: '/user/pengaturan-akun', en: '/user/account-settings' },
  '/user/account-settings/edit-profile': {
    id: '/user/pengaturan-akun/edit-profil',
    en: '/user/account-settings/edit-profile',
  },
  '/user/account-settings/change-password': {
    id: '/user/pengaturan-akun/ganti-sandi',
    en: '/user/account-settings/change-password',
  },
  '/user/account-settings/delete-account': {
    id: '/user/pengaturan-akun/hapus-akun',
    en: '/user/account-settings/delete-account',
  },
  '/user/account-settings/update-email': {
    id: '/user/pengaturan-akun/perbaharui-email',
    en: '/user/account-settings/update-email',
  },
  '/user/activity': { id: '/user/aktivitas', en: '/user/activity' },
  '/user/activity/cp3p-registration': {
    id: '/user/aktivitas/cp3p-registrasi',
    en: '/user/activity/cp3p-registration',
  },
  '/user/activity/cp3p-registration/payment-confirmation/[slug]': {
    id: '/user/aktivitas/cp3p-registrasi/konfirmasi-pembayaran/[slug]',
    en: '/user/activity/cp3p-registration/payment-confirmation/[slug]',
  },
  '/user/activity/event-registration': {
    id: '/user/aktivitas/event-registrasi',
    en: '/user/activity/event-registration',
  },
  '/user/activity/online-course': { id: '/user/aktivitas/kursus-online', en: '/user/activity/online-course' },
  '/user/activity/online-course/completed': {
    id: '/user/aktivitas/kursus-online/selesai',
    en: '/user/activity/online-course/completed',
  },
  '/lecturer/activity/online-course': {
    id: '/pengajar/aktifitas/kursus-online',
    en: '/lecturer/activity/online-course',
  },
  '/lecturer/activity/online-course/report/[courseId]': {
    id: '/pengajar/aktifitas/kursus-online/laporan/[courseId]',
    en: '/lecturer/activity/online-course/report/[courseId]',
  },
  '/lecturer/grading': { id: '/pengajar/penilaian', en: '/lecturer/grading' },
  '/lecturer/forum-moderation': { id: '/pengajar/moderasi-forum', en: '/lecturer/forum-moderation' },
} as const

export type AppPathname = keyof typeof pathnames
