import type { TPageMetaCopyMap } from '../types'

/** Education, research, e-library, outreach and event pages. */
export const PROGRAMME_PAGE_META = {
  '/education': {
    id: {
      keyword: 'edukasi, program pelatihan, KPBU, pembiayaan infrastruktur',
      description: 'Program utama dan program lainnya untuk memperdalam pemahaman tentang KPBU dan pembiayaan infrastruktur.',
    },
    en: {
      keyword: 'education, training programmes, PPP, infrastructure finance',
      description: 'Main and other programmes that deepen your understanding of PPP and infrastructure finance.',
    },
  },
  '/education/online-course': {
    id: {
      keyword: 'kursus online, belajar mandiri, sertifikat elektronik',
      description: 'Kursus online mandiri lengkap dengan kuis, ujian akhir, forum diskusi, dan sertifikat elektronik.',
    },
    en: {
      keyword: 'online course, self-paced learning, e-certificate',
      description: 'Self-paced online courses with quizzes, a final exam, discussion forums and an e-certificate.',
    },
  },
  '/research': {
    id: {
      keyword: 'riset, kajian kebijakan, jurnal, infrastruktur',
      description: 'Riset yang sedang berlangsung dan yang telah selesai, serta pengelolaan jurnal tentang infrastruktur.',
    },
    en: {
      keyword: 'research, policy studies, journal, infrastructure',
      description: 'On-going and completed research and the journal we manage on infrastructure.',
    },
  },
  '/e-library': {
    id: {
      keyword: 'e-library, video, perangkat kerja, bab buku, publikasi',
      description: 'Telusuri video, perangkat kerja, bab buku, dan publikasi infrastruktur yang dapat diakses gratis.',
    },
    en: {
      keyword: 'e-library, video, toolkit, book chapter, publication',
      description: 'Browse free videos, toolkits, book chapters and publications on infrastructure.',
    },
  },
  '/outreach': {
    id: {
      keyword: 'kemitraan, kolaborasi, pemerintah daerah, perguruan tinggi',
      description: 'Kolaborasi LPI Learning dengan pemerintah daerah, kampus, dan mitra pembangunan.',
    },
    en: {
      keyword: 'outreach, collaboration, local government, universities',
      description: 'How LPI Learning works with local governments, campuses and development partners.',
    },
  },
  '/outreach/cop': {
    id: {
      keyword: 'komunitas praktisi, jejaring, berbagi pengetahuan',
      description: 'Bergabunglah dengan komunitas praktisi infrastruktur untuk berbagi pengalaman dan praktik terbaik.',
    },
    en: {
      keyword: 'community of practice, network, knowledge sharing',
      description: 'Join the community of infrastructure practitioners to share experience and good practice.',
    },
  },
  '/event': {
    id: {
      keyword: 'acara, webinar, lokakarya, forum',
      description: 'Jadwal webinar, lokakarya, dan forum mendatang serta rekaman acara sebelumnya.',
    },
    en: {
      keyword: 'events, webinar, workshop, forum',
      description: 'Upcoming webinars, workshops and forums, and recordings of past events.',
    },
  },
} satisfies TPageMetaCopyMap
