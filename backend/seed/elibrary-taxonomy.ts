import type { TELibraryKind } from '../../lib/contracts/elibrary/kinds'
import type { TTopicArea } from '../collections/Topics'
import type { TBilingual } from './types'

/** Ids 1–4 and 21 are the ones the menu links use (?type=1 … ?type=21). */
export const ELIBRARY_TYPES: { id: number; kind: TELibraryKind; title: TBilingual }[] = [
  { id: 1, kind: 'video', title: { id: 'Video', en: 'Video' } },
  { id: 2, kind: 'toolkit', title: { id: 'Perangkat Kerja', en: 'Toolkit' } },
  { id: 3, kind: 'chapter', title: { id: 'Bab Buku', en: 'Chapter' } },
  { id: 4, kind: 'others', title: { id: 'Lainnya', en: 'Others' } },
  { id: 5, kind: 'case-study', title: { id: 'Studi Kasus', en: 'Case Study' } },
  { id: 6, kind: 'reports', title: { id: 'Laporan', en: 'Reports' } },
  { id: 7, kind: 'audio', title: { id: 'Audio', en: 'Audio' } },
  { id: 8, kind: 'opinion', title: { id: 'Opini', en: 'Opinion' } },
  { id: 9, kind: 'webinar', title: { id: 'Webinar', en: 'Webinar' } },
  { id: 10, kind: 'policy-brief', title: { id: 'Ringkasan Kebijakan', en: 'Policy Brief' } },
  { id: 21, kind: 'external-resource', title: { id: 'Sumber Eksternal', en: 'External Resource' } },
]

export const TOPICS = {
  ppp: {
    title: { id: 'Kerja Sama Pemerintah dan Badan Usaha (KPBU)', en: 'Public-Private Partnership (PPP)' },
    areas: ['elibrary', 'research', 'event'],
  },
  finance: { title: { id: 'Pembiayaan Infrastruktur', en: 'Infrastructure Finance' }, areas: ['elibrary', 'research', 'event'] },
  sustainable: {
    title: { id: 'Infrastruktur Berkelanjutan', en: 'Sustainable Infrastructure' },
    areas: ['elibrary', 'research', 'event'],
  },
  risk: { title: { id: 'Manajemen Risiko', en: 'Risk Management' }, areas: ['elibrary', 'research'] },
  governance: { title: { id: 'Tata Kelola dan Regulasi', en: 'Governance and Regulation' }, areas: ['elibrary', 'research'] },
  regional: { title: { id: 'Infrastruktur Daerah', en: 'Regional Infrastructure' }, areas: ['elibrary', 'research', 'event'] },
} satisfies Record<string, { title: TBilingual; areas: TTopicArea[] }>

export type TTopicKey = keyof typeof TOPICS
