import type { TLectureType } from '../collections/CourseLectures/content-fields'
import type { TBilingual } from './types'

export type TLectureSeed = {
  title: TBilingual
  type: TLectureType
  description: TBilingual
  video?: { source: 'youtube' | 'vimeo'; url: string }
  body?: Record<'id' | 'en', string[]>
  transcript?: TBilingual
  contentDescription?: TBilingual
  assignment?: { question: TBilingual; duration: number }
}
export type TCourseSeed = {
  slug: string
  name: TBilingual
  info: TBilingual
  provider: TBilingual
  intro: TBilingual
  overview: TBilingual
  courseFor: TBilingual
  requirements: TBilingual
  whatToLearn: TBilingual[]
  finalExam: boolean
  /** The fixed workshop lecture layout (spec section 2). */
  workshop?: boolean
  cover: string
  chapters: { title: TBilingual; lectures: TLectureSeed[] }[]
}

const b = (id: string, en: string): TBilingual => ({ id, en })

/** Four demo courses; the first has a lecture of every type and a final exam, the last is short and has none. */
export const COURSE_SEEDS: TCourseSeed[] = [
  {
    slug: 'dasar-dasar-kpbu',
    name: b('Dasar-Dasar KPBU', 'PPP Fundamentals'),
    info: b('Memahami Kerja Sama Pemerintah dengan Badan Usaha dari perencanaan hingga transaksi.', 'Understand public-private partnerships from planning to transaction.'),
    provider: b('LPI Learning bersama Direktorat Pengelolaan Dukungan Pemerintah', 'LPI Learning with the Directorate of Government Support Management'),
    intro: b('Selamat datang! Ikuti bab secara berurutan dan tandai setiap materi setelah selesai.', 'Welcome! Follow the chapters in order and mark each lecture when you finish it.'),
    overview: b(
      'Kursus ini memperkenalkan skema KPBU, peran para pihak, siklus proyek, dan dukungan pemerintah yang tersedia bagi proyek infrastruktur daerah maupun nasional.',
      'This course introduces the PPP scheme, the roles of each party, the project cycle and the government support available to regional and national infrastructure projects.',
    ),
    courseFor: b('Aparatur pemerintah pusat dan daerah, BUMN, serta konsultan yang menyiapkan proyek infrastruktur.', 'Central and regional government officials, state-owned enterprises and consultants preparing infrastructure projects.'),
    requirements: b('Tidak ada prasyarat. Pemahaman dasar tentang pengadaan pemerintah akan membantu.', 'No prerequisites. A basic understanding of government procurement helps.'),
    whatToLearn: [
      b('Apa itu KPBU dan kapan skema ini tepat dipakai', 'What a PPP is and when the scheme fits'),
      b('Peran PJPK, badan usaha, dan penjamin', 'The roles of the contracting agency, the business entity and the guarantor'),
      b('Tahapan siklus proyek KPBU', 'The stages of the PPP project cycle'),
      b('Bentuk dukungan dan jaminan pemerintah', 'Forms of government support and guarantees'),
    ],
    finalExam: true,
    cover: 'KPBU',
    chapters: [
      {
        title: b('Mengenal KPBU', 'Introducing PPPs'),
        lectures: [
          {
            title: b('Apa itu KPBU?', 'What is a PPP?'),
            type: 'video',
            description: b('Video pengantar tentang konsep dasar KPBU.', 'An introductory video on the basic concept of PPPs.'),
            video: { source: 'youtube', url: 'https://www.youtube.com/watch?v=2Rrl-yn5X-8' },
            transcript: b('KPBU adalah kerja sama antara pemerintah dan badan usaha dalam penyediaan infrastruktur untuk kepentingan umum.', 'A PPP is a partnership between the government and a business entity to provide infrastructure for the public interest.'),
            contentDescription: b('Video 6 menit dengan transkrip di bawahnya; tonton sampai selesai sebelum lanjut ke bacaan.', 'A 6-minute video with its transcript below; watch it to the end before moving on to the reading.'),
            assignment: {
              question: b('Sebutkan satu proyek infrastruktur di daerah Anda yang bisa dibiayai dengan KPBU, dan jelaskan alasannya dalam dua kalimat.', 'Name one infrastructure project in your region that a PPP could finance, and say why in two sentences.'),
              duration: 10,
            },
          },
          {
            title: b('Prinsip-prinsip KPBU', 'PPP principles'),
            type: 'reading',
            description: b('Bacaan tentang prinsip alokasi risiko dan nilai manfaat uang.', 'A reading on risk allocation and value for money.'),
            body: {
              id: [
                'KPBU bertumpu pada pembagian risiko: setiap risiko ditanggung oleh pihak yang paling mampu mengelolanya.',
                'Nilai manfaat uang (value for money) menunjukkan bahwa KPBU memberi hasil lebih baik daripada pengadaan konvensional.',
                'Proyek KPBU juga harus layak secara ekonomi dan finansial serta dapat diterima oleh masyarakat.',
              ],
              en: [
                'PPPs rest on risk sharing: each risk is borne by the party best able to manage it.',
                'Value for money shows that a PPP delivers a better result than conventional procurement.',
                'A PPP project must also be economically and financially viable and acceptable to the public.',
              ],
            },
          },
          {
            title: b('Wawancara: pengalaman PJPK', 'Interview: a contracting agency’s experience'),
            type: 'audio',
            description: b('Rekaman wawancara dengan pejabat PJPK proyek air minum.', 'A recorded interview with the contracting agency of a water supply project.'),
            transcript: b('Pewawancara: Apa tantangan terbesar saat menyiapkan proyek? Narasumber: Menyelaraskan data kebutuhan air dengan kemampuan fiskal daerah.', 'Interviewer: What was the hardest part of preparing the project? Guest: Matching water demand data with the region’s fiscal capacity.'),
          },
        ],
      },
      {
        title: b('Struktur dan siklus proyek', 'Project structure and cycle'),
        lectures: [
          {
            title: b('Siklus proyek KPBU', 'The PPP project cycle'),
            type: 'presentation',
            description: b('Paparan tahap perencanaan, penyiapan, dan transaksi.', 'Slides on the planning, preparation and transaction stages.'),
          },
          {
            title: b('Panduan penyiapan proyek', 'Project preparation guide'),
            type: 'file',
            description: b('Unduh panduan ringkas penyiapan proyek KPBU.', 'Download a short guide to preparing a PPP project.'),
          },
          {
            title: b('Kuis bab 2', 'Chapter 2 quiz'),
            type: 'quiz',
            description: b('Uji pemahaman Anda tentang siklus proyek.', 'Test your understanding of the project cycle.'),
          },
        ],
      },
    ],
  },
  {
    slug: 'manajemen-risiko-infrastruktur',
    name: b('Manajemen Risiko Proyek Infrastruktur', 'Risk Management in Infrastructure Projects'),
    info: b('Mengidentifikasi, menilai, dan mengalokasikan risiko proyek.', 'Identify, assess and allocate project risks.'),
    provider: b('LPI Learning', 'LPI Learning'),
    intro: b('Kursus singkat dua bab tentang matriks risiko.', 'A short two-chapter course on the risk matrix.'),
    overview: b('Pelajari cara menyusun matriks risiko dan menilai dampaknya pada struktur pembiayaan proyek.', 'Learn to build a risk matrix and assess its effect on the project’s financing structure.'),
    courseFor: b('Analis proyek dan tim penyiapan KPBU.', 'Project analysts and PPP preparation teams.'),
    requirements: b('Disarankan telah menyelesaikan Dasar-Dasar KPBU.', 'Completing PPP Fundamentals first is recommended.'),
    whatToLearn: [b('Menyusun matriks risiko', 'Building a risk matrix'), b('Mitigasi risiko konstruksi dan permintaan', 'Mitigating construction and demand risk')],
    finalExam: false,
    workshop: true,
    cover: 'Risiko',
    chapters: [
      {
        title: b('Identifikasi risiko', 'Identifying risks'),
        lectures: [
          {
            title: b('Kategori risiko proyek', 'Categories of project risk'),
            type: 'video',
            description: b('Video tentang kategori risiko utama.', 'A video on the main risk categories.'),
            video: { source: 'vimeo', url: 'https://vimeo.com/76979871' },
          },
          {
            title: b('Matriks risiko', 'The risk matrix'),
            type: 'reading',
            description: b('Bacaan tentang cara mengisi matriks risiko.', 'A reading on filling in a risk matrix.'),
            body: {
              id: ['Matriks risiko mencatat setiap risiko, kemungkinan, dampak, pihak penanggung, dan langkah mitigasinya.'],
              en: ['A risk matrix lists each risk, its likelihood, its impact, who bears it and how it is mitigated.'],
            },
          },
        ],
      },
      {
        title: b('Alokasi risiko', 'Allocating risks'),
        lectures: [
          { title: b('Contoh matriks risiko', 'Sample risk matrix'), type: 'file', description: b('Contoh matriks risiko proyek jalan tol.', 'A sample risk matrix of a toll road project.') },
          { title: b('Kuis alokasi risiko', 'Risk allocation quiz'), type: 'quiz', description: b('Lima soal tentang alokasi risiko.', 'Five questions on risk allocation.') },
        ],
      },
    ],
  },
  {
    slug: 'penjaminan-pemerintah',
    name: b('Penjaminan Pemerintah untuk Infrastruktur', 'Government Guarantees for Infrastructure'),
    info: b('Bagaimana jaminan pemerintah meningkatkan kelayakan proyek.', 'How government guarantees make projects bankable.'),
    provider: b('LPI Learning', 'LPI Learning'),
    intro: b('Tiga materi singkat tentang penjaminan.', 'Three short lectures on guarantees.'),
    overview: b('Kursus ini menjelaskan proses penjaminan, dari permohonan hingga penerbitan jaminan.', 'This course explains the guarantee process, from application to issuance.'),
    courseFor: b('Pejabat PJPK dan calon badan usaha.', 'Contracting agency officials and prospective business entities.'),
    requirements: b('Tidak ada prasyarat.', 'No prerequisites.'),
    whatToLearn: [b('Proses permohonan jaminan', 'The guarantee application process')],
    finalExam: false,
    cover: 'Jaminan',
    chapters: [
      {
        title: b('Proses penjaminan', 'The guarantee process'),
        lectures: [
          {
            title: b('Mengapa jaminan diperlukan', 'Why guarantees are needed'),
            type: 'reading',
            description: b('Bacaan pengantar.', 'An introductory reading.'),
            body: { id: ['Jaminan pemerintah melindungi badan usaha dari risiko gagal bayar kewajiban PJPK.'], en: ['A government guarantee protects the business entity against the contracting agency failing to pay.'] },
          },
          { title: b('Podcast penjaminan', 'Guarantee podcast'), type: 'audio', description: b('Diskusi singkat tentang proses penjaminan.', 'A short discussion of the guarantee process.') },
          { title: b('Alur permohonan', 'Application flow'), type: 'presentation', description: b('Paparan alur permohonan jaminan.', 'Slides on the guarantee application flow.') },
        ],
      },
    ],
  },
  {
    // Short and without a final exam: reading both lectures completes it, so the certificate flow can be tried.
    slug: 'etika-pengadaan-singkat',
    name: b('Etika Pengadaan dalam KPBU', 'Procurement Ethics in PPP'),
    info: b('Kursus singkat: dua bacaan tentang integritas pengadaan.', 'A short course: two readings on procurement integrity.'),
    provider: b('LPI Learning', 'LPI Learning'),
    intro: b('Dua bacaan singkat. Selesaikan keduanya untuk memperoleh e-sertifikat.', 'Two short readings. Finish both to earn the e-certificate.'),
    overview: b('Prinsip integritas dan konflik kepentingan dalam pengadaan badan usaha KPBU.', 'Integrity principles and conflicts of interest when procuring a PPP business entity.'),
    courseFor: b('Panitia pengadaan dan calon peserta lelang.', 'Procurement committees and prospective bidders.'),
    requirements: b('Tidak ada prasyarat.', 'No prerequisites.'),
    whatToLearn: [b('Mengenali konflik kepentingan', 'Recognising conflicts of interest')],
    finalExam: false,
    cover: 'Etika',
    chapters: [
      {
        title: b('Integritas pengadaan', 'Procurement integrity'),
        lectures: [
          {
            title: b('Prinsip integritas', 'Integrity principles'),
            type: 'reading',
            description: b('Bacaan singkat.', 'A short reading.'),
            body: { id: ['Pengadaan KPBU harus transparan, adil, dan bebas konflik kepentingan.'], en: ['PPP procurement must be transparent, fair and free of conflicts of interest.'] },
          },
          {
            title: b('Konflik kepentingan', 'Conflicts of interest'),
            type: 'reading',
            description: b('Bacaan singkat.', 'A short reading.'),
            body: { id: ['Anggota panitia wajib menyatakan setiap hubungan dengan peserta lelang.'], en: ['Committee members must declare any tie to a bidder.'] },
          },
        ],
      },
    ],
  },
]
