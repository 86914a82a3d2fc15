import type { TNavGroup } from './types'

/** The online learning portal: courses and their parts, then what learners leave behind (progress, results, posts). */
export const learningGroup = {
  label: { id: 'Kursus online', en: 'Online courses' },
  collections: {
    courses: {
      singular: { id: 'Kursus', en: 'Course' },
      plural: { id: 'Kursus', en: 'Courses' },
      description: { id: 'Kursus online: halaman pendaftaran, pengajar, pengumuman, dan materi unduhan. Bab dan materi kuliah ada di koleksinya sendiri.', en: 'Online courses: enrol page, teachers, announcements and downloads. Chapters and lectures have collections of their own.' },
    },
    'course-chapters': {
      singular: { id: 'Bab kursus', en: 'Course chapter' },
      plural: { id: 'Bab kursus', en: 'Course chapters' },
      description: { id: 'Bab suatu kursus, menurut urutan. Judulnya publik: halaman pendaftaran menampilkannya.', en: 'The chapters of a course, in order. Titles are public: the enrol page lists them.' },
    },
    'course-lectures': {
      singular: { id: 'Materi kuliah', en: 'Lecture' },
      plural: { id: 'Materi kuliah', en: 'Lectures' },
      description: { id: 'Materi dalam satu bab: bacaan, video, audio, berkas, atau kuis.', en: 'The lectures of a chapter: reading, video, audio, file or quiz.' },
    },
    'course-files': {
      singular: { id: 'Berkas kursus', en: 'Course file' },
      plural: { id: 'Berkas kursus', en: 'Course files' },
      description: { id: 'Audio, video, PDF, dan berkas Office sampai 200 MB. Hanya peserta kursusnya yang dapat mengunduh.', en: 'Audio, video, PDF and Office files up to 200 MB. Only learners enrolled in the course can download them.' },
    },
    assessments: {
      singular: { id: 'Kuis atau ujian', en: 'Quiz or exam' },
      plural: { id: 'Kuis & ujian', en: 'Quizzes & exams' },
      description: { id: 'Bank soal: satu kuis per materi kuis dan satu ujian akhir per kursus.', en: 'Question banks: one quiz per quiz lecture and one final exam per course.' },
    },
    'question-banks': {
      singular: { id: 'Bank soal', en: 'Question bank' },
      plural: { id: 'Bank soal', en: 'Question banks' },
      description: { id: 'Kumpulan soal suatu kursus; kuis dan ujian dapat mengambil sejumlah soal acak darinya.', en: "A course's pool of questions; quizzes and exams can draw a number of them at random." },
    },
    'course-enrolments': {
      singular: { id: 'Pendaftaran kursus', en: 'Enrolment' },
      plural: { id: 'Pendaftaran kursus', en: 'Enrolments' },
      description: { id: 'Peserta setiap kursus. Peserta mendaftar sendiri dari halaman kursus.', en: 'Who is enrolled in which course. Learners enrol themselves from the course page.' },
    },
    'lecture-progress': {
      singular: { id: 'Progres materi', en: 'Lecture progress' },
      plural: { id: 'Progres materi', en: 'Lecture progress' },
      description: { id: 'Materi yang sudah ditandai selesai oleh peserta.', en: 'Lectures learners have marked as read.' },
    },
    'assessment-attempts': {
      singular: { id: 'Percobaan kuis/ujian', en: 'Quiz or exam attempt' },
      plural: { id: 'Percobaan kuis & ujian', en: 'Quiz & exam attempts' },
      description: { id: 'Setiap percobaan peserta, dengan nilai dan kelulusannya.', en: "Each learner's attempts, with their score and whether they passed." },
    },
    'assessment-answers': {
      singular: { id: 'Jawaban kuis/ujian', en: 'Quiz or exam answer' },
      plural: { id: 'Jawaban kuis & ujian', en: 'Quiz & exam answers' },
      description: {
        id: 'Jawaban peserta per soal dalam satu percobaan. Esai yang menunggu nilai: saring Jenis = essay dan Dinilai pada kosong, lalu isi poin dan umpan balik (hanya pengajar kursusnya).',
        en: "A learner's answers per question in one attempt. Essays awaiting a grade: filter Kind = essay and Graded at empty, then enter points and feedback (the course's teaching staff only).",
      },
    },
    'assessment-accommodations': {
      singular: { id: 'Akomodasi waktu & percobaan', en: 'Time & attempt accommodation' },
      plural: { id: 'Akomodasi waktu & percobaan', en: 'Time & attempt accommodations' },
      description: {
        id: 'Tambahan waktu (menit atau pengali) dan tambahan percobaan untuk seorang peserta, pada satu kuis/ujian atau semua asesmen kursus.',
        en: 'Extra time (minutes or a multiplier) and extra attempts for one learner, on one quiz or exam or every assessment of a course.',
      },
    },
    certificates: {
      singular: { id: 'Sertifikat', en: 'Certificate' },
      plural: { id: 'Sertifikat', en: 'Certificates' },
      description: { id: 'Sertifikat elektronik kursus yang selesai. Terbit otomatis; admin dapat mencabutnya.', en: 'E-certificates of completed courses. Issued automatically; an admin can revoke one.' },
    },
    'course-feedback': {
      singular: { id: 'Umpan balik kursus', en: 'Course feedback' },
      plural: { id: 'Umpan balik kursus', en: 'Course feedback' },
      description: { id: 'Penilaian dan komentar peserta sebelum sertifikat tampil.', en: 'Ratings and comments learners give before their certificate is shown.' },
    },
    'forum-threads': {
      singular: { id: 'Topik diskusi', en: 'Discussion thread' },
      plural: { id: 'Topik diskusi', en: 'Discussion threads' },
      description: { id: 'Topik di forum diskusi setiap kursus.', en: "Threads in each course's discussion forum." },
    },
    'forum-comments': {
      singular: { id: 'Komentar diskusi', en: 'Discussion reply' },
      plural: { id: 'Komentar diskusi', en: 'Discussion replies' },
      description: { id: 'Balasan dalam topik diskusi.', en: 'Replies in discussion threads.' },
    },
    'forum-images': {
      singular: { id: 'Gambar diskusi', en: 'Discussion image' },
      plural: { id: 'Gambar diskusi', en: 'Discussion images' },
      description: { id: 'Gambar yang diunggah anggota ke dalam topik diskusi.', en: 'Images members put in discussion threads.' },
    },
    'forum-reports': {
      singular: { id: 'Laporan diskusi', en: 'Discussion report' },
      plural: { id: 'Laporan diskusi', en: 'Discussion reports' },
      description: { id: 'Laporan anggota tentang topik atau komentar diskusi; moderator menindaklanjutinya dari antrean moderasi.', en: 'Members\' reports of discussion threads or replies; moderators act on them from the moderation queue.' },
    },
    'forum-subscriptions': {
      singular: { id: 'Langganan diskusi', en: 'Discussion subscription' },
      plural: { id: 'Langganan diskusi', en: 'Discussion subscriptions' },
      description: {
        id: 'Topik atau kursus yang diikuti anggota (atau topik yang dibisukan); diatur anggota sendiri di forum.',
        en: 'Threads or courses members follow (or threads they muted); members set them in the forum.',
      },
    },
    'forum-digest-entries': {
      singular: { id: 'Antrean ringkasan diskusi', en: 'Discussion digest entry' },
      plural: { id: 'Antrean ringkasan diskusi', en: 'Discussion digest queue' },
      description: {
        id: 'Kiriman forum yang menunggu email ringkasan harian atau mingguan anggota.',
        en: "Forum posts waiting for a member's daily or weekly digest mail.",
      },
    },
    'forum-announcement-notices': {
      singular: { id: 'Catatan pemberitahuan pengumuman', en: 'Announcement notice' },
      plural: { id: 'Catatan pemberitahuan pengumuman', en: 'Announcement notices' },
      description: { id: 'Pengumuman kursus yang pesertanya sudah diberi tahu (agar tidak dua kali).', en: 'Course announcements whose learners were already told (so never twice).' },
    },
  },
  globals: {
    'how-it-works': {
      label: { id: 'Cara kerja portal belajar', en: 'How the learning portal works' },
      description: { id: 'Langkah-langkah untuk peserta dan untuk pengajar.', en: 'The steps for learners and for lecturers.' },
    },
  },
} satisfies TNavGroup
