import type { TNavGroup } from './types'

/** The CP3P certification: programmes, registrations and their payments, and what paid learners use. */
export const programmesGroup = {
  label: { id: 'Program & pembayaran', en: 'Programmes & payments' },
  collections: {
    'cp3p-programmes': {
      singular: { id: 'Program CP3P', en: 'CP3P programme' },
      plural: { id: 'Program CP3P', en: 'CP3P programmes' },
      description: { id: 'Program sertifikasi CP3P: detail publik, ketentuan pendaftaran, dan materi untuk peserta yang sudah membayar.', en: 'CP3P certification programmes: public detail, enrollment terms and the learning content for paid learners.' },
    },
    'cp3p-registrations': {
      singular: { id: 'Pendaftaran CP3P', en: 'CP3P registration' },
      plural: { id: 'Pendaftaran CP3P', en: 'CP3P registrations' },
      description: { id: 'Pendaftar per program. Setelah memeriksa bukti transfer, ubah status pembayaran ke Lunas atau Ditolak: peserta diberi tahu.', en: 'Registrants per programme. After checking the transfer receipt, set the payment status to Paid or Rejected: the learner is told.' },
    },
    'cp3p-payment-proofs': {
      singular: { id: 'Bukti pembayaran CP3P', en: 'CP3P payment proof' },
      plural: { id: 'Bukti pembayaran CP3P', en: 'CP3P payment proofs' },
      description: { id: 'Bukti transfer yang diunggah peserta; hanya admin yang dapat membukanya. Verifikasi dari pendaftarannya.', en: 'Transfer receipts learners uploaded; only admins can open them. Verify them from the registration.' },
    },
    'cp3p-inhouse-requests': {
      singular: { id: 'Permintaan in-house CP3P', en: 'CP3P in-house request' },
      plural: { id: 'Permintaan in-house CP3P', en: 'CP3P in-house requests' },
      description: { id: 'Permintaan perusahaan untuk pelatihan in-house. Centang "Sudah ditindaklanjuti" setelah perusahaan dihubungi.', en: "Companies' requests for an in-house run. Tick \"Handled\" once the company was contacted." },
    },
    'cp3p-materials': {
      singular: { id: 'Materi CP3P', en: 'CP3P material' },
      plural: { id: 'Materi CP3P', en: 'CP3P materials' },
      description: { id: 'Video dan dokumen materi, hanya untuk peserta yang sudah membayar.', en: 'Lecture videos and documents, for paid learners only.' },
    },
    'cp3p-progress': {
      singular: { id: 'Progres CP3P', en: 'CP3P progress' },
      plural: { id: 'Progres CP3P', en: 'CP3P progress' },
      description: { id: 'Materi CP3P yang sudah ditandai selesai oleh peserta.', en: 'CP3P lectures learners have marked as read.' },
    },
    'cp3p-feedback': {
      singular: { id: 'Umpan balik CP3P', en: 'CP3P feedback' },
      plural: { id: 'Umpan balik CP3P', en: 'CP3P feedback' },
      description: { id: 'Penilaian bintang dan komentar peserta per program.', en: "Learners' star ratings and comments per programme." },
    },
  },
  globals: {
    'cp3p-page': {
      label: { id: 'Halaman CP3P', en: 'CP3P page' },
      description: { id: 'Teks halaman utama CP3P dan subhalamannya (deskripsi, FAQ, manfaat, sasaran).', en: 'The copy of the CP3P landing page and its sub-pages (description, FAQ, benefits, audience).' },
    },
  },
} satisfies TNavGroup
