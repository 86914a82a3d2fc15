type TText = { id: string; en: string }
const b = (id: string, en: string): TText => ({ id, en })

/**
 * The demo of the richer engine, on the risk-management course's quiz: one question of each new kind (and an
 * essay for the lecturer to grade), plus two drawn at random from the course's question bank. e2e/assessment-engine.spec.ts
 * answers it by these English texts.
 */
export const ENGINE_QUIZ = {
  multiple: {
    question: b('Risiko mana yang biasanya ditanggung badan usaha dalam proyek pembayaran ketersediaan layanan?', 'Which risks does the private partner usually carry in an availability payment project?'),
    options: [
      { text: b('Risiko konstruksi', 'Construction risk'), correct: true },
      { text: b('Risiko operasi dan pemeliharaan', 'Operation and maintenance risk'), correct: true },
      { text: b('Risiko permintaan', 'Demand risk') },
      { text: b('Risiko perubahan regulasi', 'Regulatory change risk') },
    ],
  },
  matching: {
    question: b('Pasangkan setiap risiko dengan pihak yang biasanya menanggungnya.', 'Match each risk with the party that usually carries it.'),
    pairs: [
      { prompt: b('Keterlambatan konstruksi', 'Construction delay'), match: b('Badan usaha', 'Private partner') },
      { prompt: b('Pembebasan lahan', 'Land acquisition'), match: b('PJPK', 'Contracting agency') },
      { prompt: b('Keadaan kahar', 'Force majeure'), match: b('Ditanggung bersama', 'Shared') },
    ],
  },
  ordering: {
    question: b('Urutkan langkah manajemen risiko.', 'Put the risk management steps in order.'),
    items: [b('Identifikasi', 'Identify'), b('Penilaian', 'Assess'), b('Alokasi', 'Allocate'), b('Pemantauan', 'Monitor')],
  },
  short: {
    question: b('Apa nama pembayaran PJPK atas layanan yang tersedia sesuai standar?', 'What is the payment the contracting agency makes for a service available to standard called?'),
    accepted: [b('Pembayaran ketersediaan layanan', 'Availability payment'), b('AP', 'AP')],
  },
  numerical: {
    question: b('Proyek bernilai 800 miliar rupiah dan penjaminan menutup 25%. Berapa miliar rupiah yang dijamin?', 'A project costs 800 billion rupiah and the guarantee covers 25%. How many billion rupiah are covered?'),
    value: 200,
  },
  essay: {
    question: b('Jelaskan dalam beberapa kalimat mengapa risiko sebaiknya dialokasikan kepada pihak yang paling mampu mengelolanya.', 'In a few sentences, explain why a risk should go to the party best able to manage it.'),
  },
  bank: [
    { question: b('Risiko nilai tukar paling baik dikelola oleh pihak yang memiliki pendapatan dalam mata uang asing.', 'Exchange-rate risk is best managed by the party with foreign-currency income.'), answer: true },
    { question: b('Matriks risiko menjadi bagian dari perjanjian KPBU.', 'The risk matrix is part of the PPP agreement.'), answer: true },
    { question: b('Semua risiko sebaiknya dialihkan kepada badan usaha.', 'Every risk should be transferred to the private partner.'), answer: false },
    { question: b('Penjaminan pemerintah dapat menutup risiko politik.', 'A government guarantee can cover political risk.'), answer: true },
  ],
}
