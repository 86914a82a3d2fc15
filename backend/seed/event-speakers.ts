import type { TBilingual } from './types'

export type TSpeakerSeed = { name: string; position: TBilingual; organisation: TBilingual; photo?: boolean }

/** Fictional people at generic organisations: credible programmes without naming real officials. */
export const SPEAKERS = {
  ratna: {
    name: 'Dr. Ratna Wulandari',
    position: { id: 'Kepala Divisi Riset', en: 'Head of Research' },
    organisation: { id: 'LPI Learning', en: 'LPI Learning' },
    photo: true,
  },
  bagus: {
    name: 'Bagus Prasetyo, M.Sc.',
    position: { id: 'Spesialis KPBU Senior', en: 'Senior PPP Specialist' },
    organisation: { id: 'LPI Learning', en: 'LPI Learning' },
    photo: true,
  },
  sri: {
    name: 'Ir. Sri Handayani, M.T.',
    position: { id: 'Kepala Simpul KPBU', en: 'Head of the PPP Unit' },
    organisation: { id: 'Bappeda Provinsi', en: 'Provincial Development Planning Agency' },
    photo: true,
  },
  andreas: {
    name: 'Andreas Siregar, CFA',
    position: { id: 'Direktur Pembiayaan Proyek', en: 'Project Finance Director' },
    organisation: { id: 'Bank pembangunan multilateral', en: 'Multilateral development bank' },
    photo: true,
  },
  hendra: {
    name: 'Prof. Hendra Gunawan',
    position: { id: 'Guru Besar Ekonomi Infrastruktur', en: 'Professor of Infrastructure Economics' },
    organisation: { id: 'Fakultas Ekonomi, universitas mitra', en: 'Faculty of Economics, partner university' },
  },
  maya: {
    name: 'Maya Kusumawati',
    position: { id: 'Manajer Keuangan Berkelanjutan', en: 'Sustainable Finance Manager' },
    organisation: { id: 'Bank BUMN', en: 'State-owned bank' },
  },
  dimas: {
    name: 'Dimas Ardiansyah',
    position: { id: 'Analis Risiko Proyek', en: 'Project Risk Analyst' },
    organisation: { id: 'LPI Learning', en: 'LPI Learning' },
  },
  fitri: {
    name: 'Fitri Rahmawati, S.H., LL.M.',
    position: { id: 'Penasihat Hukum Kontrak', en: 'Contract Law Adviser' },
    organisation: { id: 'Kantor hukum mitra', en: 'Partner law firm' },
  },
} satisfies Record<string, TSpeakerSeed>

export type TSpeakerKey = keyof typeof SPEAKERS
