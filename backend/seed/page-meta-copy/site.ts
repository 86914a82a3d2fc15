import type { TPageMetaCopyMap } from '../types'

/** Home, institute and general pages. */
export const SITE_PAGE_META = {
  '/': {
    id: {
      keyword: 'LPI Learning, pembelajaran infrastruktur, KPBU, kursus online, e-library',
      description: 'Belajar perencanaan, pembiayaan, dan pengelolaan infrastruktur bersama LPI Learning melalui kursus, riset, dan acara.',
    },
    en: {
      keyword: 'LPI Learning, infrastructure learning, PPP, online course, e-library',
      description: 'Learn how infrastructure is planned, financed and managed with LPI Learning courses, research and events.',
    },
  },
  '/about-us': {
    id: {
      keyword: 'tentang kami, visi misi, penghargaan, mitra, penasihat akademik',
      description: 'Kenali tujuan, visi, misi, penghargaan, mitra, dan penasihat akademik LPI Learning.',
    },
    en: {
      keyword: 'about us, vision, mission, awards, partners, academic advisor',
      description: 'Get to know the purpose, vision, mission, awards, partners and academic advisors of LPI Learning.',
    },
  },
  '/how-it-works': {
    id: {
      keyword: 'cara kerja, mendaftar, belajar online, sertifikat',
      description: 'Langkah mudah mendaftar, mengikuti kursus online, dan memperoleh sertifikat di LPI Learning.',
    },
    en: {
      keyword: 'how it works, sign up, online learning, certificate',
      description: 'The simple steps to sign up, take an online course and earn a certificate at LPI Learning.',
    },
  },
  '/capacity-building': {
    id: {
      keyword: 'peningkatan kapasitas, pelatihan pemerintah daerah, pendampingan proyek',
      description: 'Program peningkatan kapasitas bagi pemerintah pusat dan daerah dalam menyiapkan proyek infrastruktur yang layak.',
    },
    en: {
      keyword: 'capacity building, local government training, project assistance',
      description: 'Capacity building for central and local governments preparing bankable infrastructure projects.',
    },
  },
  '/expertise': {
    id: {
      keyword: 'keahlian, pembiayaan infrastruktur, KPBU, manajemen risiko',
      description: 'Bidang keahlian LPI Learning, mulai dari pembiayaan infrastruktur dan KPBU hingga manajemen risiko proyek.',
    },
    en: {
      keyword: 'expertise, infrastructure finance, PPP, risk management',
      description: 'The fields LPI Learning works in, from infrastructure finance and PPP to project risk management.',
    },
  },
  '/advocacy': {
    id: {
      keyword: 'advokasi, kebijakan infrastruktur, dialog kebijakan',
      description: 'Kegiatan advokasi dan dialog kebijakan untuk mendorong iklim investasi infrastruktur yang sehat.',
    },
    en: {
      keyword: 'advocacy, infrastructure policy, policy dialogue',
      description: 'Advocacy and policy dialogue that support a healthy climate for infrastructure investment.',
    },
  },
  '/faq': {
    id: {
      keyword: 'pertanyaan umum, bantuan, akun, kursus, sertifikat',
      description: 'Jawaban atas pertanyaan yang sering diajukan tentang akun, kursus online, acara, dan sertifikat.',
    },
    en: {
      keyword: 'frequently asked questions, help, account, course, certificate',
      description: 'Answers to common questions about accounts, online courses, events and certificates.',
    },
  },
  '/template': {
    id: {
      keyword: 'templat dokumen KPBU, project brief, outline business case, register risiko, market sounding',
      description: 'Unduh templat dokumen penyiapan proyek KPBU: project brief, kerangka OBC, register risiko, dan kuesioner market sounding.',
    },
    en: {
      keyword: 'PPP document templates, project brief, outline business case, risk register, market sounding',
      description: 'Download document templates for preparing PPP projects: project brief, OBC structure, risk register and market sounding questionnaire.',
    },
  },
  '/example': {
    id: {
      keyword: 'contoh dokumen KPBU, contoh project brief, matriks risiko, value for money',
      description: 'Contoh pengisian dokumen KPBU untuk proyek air minum, jalan tol, dan rumah sakit daerah, lengkap dengan berkas unduhan.',
    },
    en: {
      keyword: 'PPP worked examples, sample project brief, risk matrix, value for money',
      description: 'Worked examples of PPP documents for water supply, toll road and regional hospital projects, with downloads.',
    },
  },
  '/uniid': {
    id: {
      keyword: 'UNIID, program universitas, mahasiswa, kampus mitra',
      description: 'Program UNIID menghadirkan materi infrastruktur dan KPBU ke perguruan tinggi mitra di seluruh Indonesia.',
    },
    en: {
      keyword: 'UNIID, university programme, students, partner campuses',
      description: 'The UNIID programme brings infrastructure and PPP learning to partner universities across Indonesia.',
    },
  },
} satisfies TPageMetaCopyMap
