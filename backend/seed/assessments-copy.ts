type TText = { id: string; en: string }
export type TQuestionSeed = { kind: 'single' | 'multiple' | 'truefalse'; question: TText; explanation: TText; options: { text: TText; correct?: boolean }[] }

const b = (id: string, en: string): TText => ({ id, en })
const TRUE_FALSE = (answer: boolean) => [
  { text: b('Benar', 'True'), correct: answer },
  { text: b('Salah', 'False'), correct: !answer },
]

/** Questions on PPP basics, shared by the seeded quizzes and the final exam. */
export const QUESTION_POOL: TQuestionSeed[] = [
  {
    kind: 'single',
    question: b('Siapa yang bertindak sebagai PJPK dalam proyek KPBU?', 'Who acts as the contracting agency (PJPK) in a PPP project?'),
    explanation: b('PJPK adalah menteri, kepala lembaga, atau kepala daerah yang bertanggung jawab atas penyediaan infrastruktur.', 'The contracting agency is the minister, agency head or regional head responsible for providing the infrastructure.'),
    options: [
      { text: b('Menteri, kepala lembaga, atau kepala daerah', 'A minister, agency head or regional head'), correct: true },
      { text: b('Bank pemberi pinjaman', 'The lending bank') },
      { text: b('Kontraktor konstruksi', 'The construction contractor') },
    ],
  },
  {
    kind: 'truefalse',
    question: b('Pembayaran ketersediaan layanan (AP) dibayar berdasarkan ketersediaan layanan sesuai standar.', 'An availability payment is paid according to whether the service is available to the agreed standard.'),
    explanation: b('AP dibayar oleh PJPK selama layanan tersedia sesuai indikator kinerja yang disepakati.', 'The contracting agency pays it while the service meets the agreed performance indicators.'),
    options: TRUE_FALSE(true),
  },
  {
    kind: 'multiple',
    question: b('Manakah yang termasuk tahapan siklus proyek KPBU?', 'Which of these are stages of the PPP project cycle?'),
    explanation: b('Siklus KPBU: perencanaan, penyiapan, transaksi, dan pelaksanaan perjanjian. Lelang saham bukan tahapannya.', 'The PPP cycle is planning, preparation, transaction and implementation. A share auction is not one of them.'),
    options: [
      { text: b('Perencanaan', 'Planning'), correct: true },
      { text: b('Transaksi', 'Transaction'), correct: true },
      { text: b('Lelang saham', 'Share auction') },
    ],
  },
  {
    kind: 'truefalse',
    question: b('Value for Money (VfM) hanya menilai biaya konstruksi termurah.', 'Value for Money (VfM) only looks for the cheapest construction cost.'),
    explanation: b('VfM membandingkan biaya dan manfaat sepanjang umur proyek, termasuk risiko, bukan hanya biaya konstruksi.', 'VfM compares whole-life costs and benefits, risks included, not only the construction cost.'),
    options: TRUE_FALSE(false),
  },
]
