import type { TFaqCategorySeed } from './types'

export const CERTIFICATE_FAQ: TFaqCategorySeed = {
  slug: 'certificate',
  title: { id: 'Sertifikat dan CP3P', en: 'Certificates and CP3P' },
  description: { id: 'Sertifikat elektronik kursus dan program sertifikasi CP3P.', en: 'Course e-certificates and the CP3P certification programme.' },
  faqs: [
    {
      highlight: true,
      question: { id: 'Kapan saya mendapatkan sertifikat elektronik?', en: 'When do I receive an e-certificate?' },
      answer: {
        id: 'Sertifikat elektronik terbit otomatis setelah Anda lulus ujian akhir dan mengisi umpan balik kursus. Sertifikat dapat diunduh dari menu E-Sertifikat di kursus atau dari halaman aktivitas akun Anda.',
        en: 'The e-certificate is issued automatically once you pass the final exam and complete the course feedback. Download it from the E-Certificate menu of the course or from your account activity page.',
      },
    },
    {
      question: { id: 'Bagaimana pihak lain memeriksa keaslian sertifikat saya?', en: 'How can others check that my certificate is genuine?' },
      answer: {
        id: 'Setiap sertifikat memiliki kode unik. Pemberi kerja atau instansi dapat memasukkan kode tersebut di halaman verifikasi sertifikat untuk melihat nama pemegang, judul kursus, dan tanggal terbit.',
        en: "Each certificate has a unique code. An employer or agency can enter it on the certificate verification page to see the holder's name, the course title and the date of issue.",
      },
    },
    {
      question: { id: 'Apa itu CP3P dan siapa yang sebaiknya mengikutinya?', en: 'What is CP3P and who should take it?' },
      answer: {
        id: 'CP3P (Certified Public-Private Partnership Professional) adalah sertifikasi profesional KPBU yang diakui secara internasional. Program ini cocok bagi aparatur PJPK dan Simpul KPBU, konsultan, serta pegawai badan usaha yang terlibat langsung dalam penyiapan atau transaksi proyek.',
        en: 'CP3P (Certified Public-Private Partnership Professional) is an internationally recognised professional certification in PPPs. It suits officials of contracting agencies and PPP units, consultants and business staff directly involved in preparing or transacting projects.',
      },
    },
    {
      question: { id: 'Bagaimana cara membayar biaya sertifikasi CP3P?', en: 'How do I pay the CP3P certification fee?' },
      answer: {
        id: `Setelah mendaftar, Anda menerima ringkasan pendaftaran berisi jumlah tagihan dalam Rupiah.
1. Transfer ke rekening yang tercantum sebelum batas waktu pembayaran.
2. Unggah bukti pembayaran di menu Aktivitas > Registrasi CP3P.
3. Tim kami memverifikasi pembayaran dalam dua hari kerja dan mengirim konfirmasi melalui email.`,
        en: `After registering you receive a registration summary showing the amount due in Rupiah.
1. Transfer the amount to the account shown before the payment deadline.
2. Upload the proof of payment under Activity > CP3P Registration.
3. Our team verifies the payment within two working days and confirms by email.`,
      },
    },
  ],
}

export const EVENT_FAQ: TFaqCategorySeed = {
  slug: 'events',
  title: { id: 'Acara', en: 'Events' },
  description: { id: 'Pendaftaran webinar, lokakarya, dan daftar hadir digital.', en: 'Registering for webinars and workshops, and digital attendance.' },
  faqs: [
    {
      highlight: true,
      question: { id: 'Bagaimana cara mendaftar acara?', en: 'How do I register for an event?' },
      answer: {
        id: 'Buka halaman acara, pilih acara yang Anda minati, lalu tekan Daftar. Anda perlu masuk terlebih dahulu. Tautan acara daring dikirim ke email Anda satu hari sebelum acara.',
        en: 'Open the events page, choose the event you are interested in and press Register. You need to be logged in. The link for online events is emailed to you one day before.',
      },
    },
    {
      question: { id: 'Apakah rekaman acara tersedia?', en: 'Are event recordings available?' },
      answer: {
        id: 'Rekaman sebagian besar webinar kami unggah ke bagian Acara Sebelumnya dan ke E-Library dalam satu minggu setelah acara, bersama materi presentasi yang diizinkan narasumber.',
        en: 'We post recordings of most webinars under Past Events and in the E-Library within a week, together with the slides the speakers allow us to share.',
      },
    },
    {
      question: { id: 'Apa itu daftar hadir digital?', en: 'What is digital attendance?' },
      answer: {
        id: 'Pada acara tertentu, kehadiran dicatat melalui formulir daftar hadir digital yang dibuka selama acara berlangsung. Kehadiran yang tercatat menjadi syarat penerbitan sertifikat keikutsertaan.',
        en: 'For some events, attendance is recorded through a digital attendance form that opens while the event is running. Recorded attendance is required for a certificate of participation.',
      },
    },
  ],
}
