import type { TFaqCategorySeed } from './types'

export const ACCOUNT_FAQ: TFaqCategorySeed = {
  slug: 'account',
  title: { id: 'Akun dan Pendaftaran', en: 'Account and Registration' },
  description: { id: 'Membuat, mengaktifkan, dan mengelola akun LPI Learning.', en: 'Creating, activating and managing your LPI Learning account.' },
  faqs: [
    {
      highlight: true,
      question: { id: 'Bagaimana cara membuat akun LPI Learning?', en: 'How do I create an LPI Learning account?' },
      answer: {
        id: `Pilih Daftar di pojok kanan atas, lalu isi formulir dengan nama lengkap, email, dan kata sandi. Anda juga dapat mendaftar dengan akun Google atau LinkedIn.
1. Isi formulir pendaftaran dan setujui syarat penggunaan serta kebijakan privasi.
2. Buka email aktivasi yang kami kirim, lalu klik tautan di dalamnya.
3. Masuk dengan email dan kata sandi Anda.`,
        en: `Choose Register at the top right and fill in the form with your full name, email and a password. You can also sign up with a Google or LinkedIn account.
1. Fill in the registration form and accept the terms of use and the privacy policy.
2. Open the activation email we send you and click the link in it.
3. Log in with your email and password.`,
      },
    },
    {
      question: { id: 'Saya tidak menerima email aktivasi. Apa yang harus dilakukan?', en: "I didn't receive the activation email. What should I do?" },
      answer: {
        id: `Periksa folder spam atau promosi terlebih dahulu. Email aktivasi dikirim dari alamat noreply@lpi-learning.test dan biasanya tiba dalam lima menit.
Jika tetap tidak ada setelah 30 menit, hubungi kami di info@lpi-learning.test dengan menyebutkan alamat email yang Anda daftarkan.`,
        en: `Check your spam or promotions folder first. The activation email comes from noreply@lpi-learning.test and usually arrives within five minutes.
If it still has not arrived after 30 minutes, write to info@lpi-learning.test and tell us the email address you registered with.`,
      },
    },
    {
      question: { id: 'Bagaimana cara mengganti kata sandi atau email?', en: 'How do I change my password or email address?' },
      answer: {
        id: 'Masuk, lalu buka menu akun > Pengaturan Akun. Di sana Anda dapat mengganti kata sandi atau memperbarui email. Pengaturan ini hanya tersedia untuk akun yang dibuat dengan email dan kata sandi; akun Google atau LinkedIn dikelola melalui penyedia masing-masing.',
        en: 'Log in and open the account menu > Account Settings, where you can change your password or update your email. These settings are only available for accounts created with an email and password; Google and LinkedIn accounts are managed by those providers.',
      },
    },
    {
      question: { id: 'Bisakah saya menghapus akun saya?', en: 'Can I delete my account?' },
      answer: {
        id: 'Bisa. Buka Pengaturan Akun > Hapus Akun dan centang pernyataan persetujuan. Penghapusan bersifat permanen: riwayat kursus dan sertifikat elektronik Anda tidak dapat dipulihkan, kecuali data yang wajib kami simpan menurut peraturan perundang-undangan.',
        en: 'Yes. Go to Account Settings > Delete Account and tick the acknowledgement. Deletion is permanent: your course history and e-certificates cannot be restored, except for data we must keep by law.',
      },
    },
  ],
}

export const COURSE_FAQ: TFaqCategorySeed = {
  slug: 'online-course',
  title: { id: 'Kursus Online', en: 'Online Courses' },
  description: { id: 'Mengikuti kursus, kuis, ujian akhir, dan forum diskusi.', en: 'Taking courses, quizzes, the final exam and the discussion forum.' },
  faqs: [
    {
      highlight: true,
      question: { id: 'Apakah kursus online LPI Learning berbayar?', en: 'Do LPI Learning online courses cost anything?' },
      answer: {
        id: 'Seluruh kursus online mandiri dapat diikuti tanpa biaya setelah Anda masuk. Biaya hanya berlaku untuk program sertifikasi CP3P dan beberapa pelatihan tatap muka.',
        en: 'All self-paced online courses are free once you are logged in. Fees apply only to the CP3P certification programme and some in-person training.',
      },
    },
    {
      question: { id: 'Berapa lama saya dapat mengakses kursus?', en: 'How long can I access a course?' },
      answer: {
        id: 'Kursus dapat diakses kapan saja tanpa batas waktu selama kursus masih ditawarkan. Kemajuan belajar Anda tersimpan otomatis, sehingga Anda dapat melanjutkan dari materi terakhir.',
        en: 'You can access a course at any time, with no deadline, for as long as it is offered. Your progress is saved automatically so you can pick up from the last lecture.',
      },
    },
    {
      question: { id: 'Berapa nilai minimum untuk lulus ujian akhir?', en: 'What score do I need to pass the final exam?' },
      answer: {
        id: `Nilai kelulusan tercantum di halaman setiap kursus, umumnya 70 dari 100. Ketentuan ujian akhir:
- ujian tersedia setelah semua bab dan kuis diselesaikan;
- waktu dihitung oleh server dan tetap berjalan walaupun halaman ditutup;
- jika belum lulus, Anda dapat mengulang sesuai jumlah percobaan yang tertera.`,
        en: `The pass mark is shown on each course page and is usually 70 out of 100. About the final exam:
- it opens once every chapter and quiz is complete;
- the time is kept by the server and keeps running if you close the page;
- if you do not pass, you can retake it up to the number of attempts shown.`,
      },
    },
    {
      question: { id: 'Bagaimana aturan berdiskusi di forum kursus?', en: 'What are the rules of the course discussion forum?' },
      answer: {
        id: 'Forum diskusi adalah ruang belajar bersama. Gunakan bahasa yang sopan, tetap pada topik bab, dan jangan membagikan data pribadi atau jawaban kuis. Aturan lengkapnya ada di halaman Pedoman Forum.',
        en: 'The discussion forum is a shared learning space. Be courteous, stay on the topic of the chapter, and do not share personal data or quiz answers. The full rules are on the Forum Guideline page.',
      },
    },
  ],
}
