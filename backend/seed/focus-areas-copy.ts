import type { TAreaIcon } from '../fields/area-icon'
import type { TBilingual } from './types'

const t = (id: string, en: string): TBilingual => ({ id, en })
const area = (icon: TAreaIcon, title: TBilingual, text: TBilingual) => ({ icon, title, text })

export type TFocusAreaCopy = {
  headline: TBilingual
  intro: TBilingual
  areas: { icon: TAreaIcon; title: TBilingual; text: TBilingual }[]
  cta: { title: TBilingual; text: TBilingual; linkLabel: TBilingual; link: string }
}

export const EXPERTISE: TFocusAreaCopy = {
  headline: t('Pengetahuan dari proyek nyata', 'Knowledge drawn from real projects'),
  intro: t(
    'Keahlian kami tumbuh dari pengalaman institusi induk dalam menjamin, menyiapkan, dan membiayai proyek infrastruktur di seluruh Indonesia. Pengetahuan itu kami bagikan melalui kursus, riset, dan pendampingan.',
    "Our expertise grows out of our parent institution's experience guaranteeing, preparing and financing infrastructure projects across Indonesia. We share that knowledge through courses, research and hands-on support.",
  ),
  areas: [
    area('partnership', t('Kerja Sama Pemerintah dengan Badan Usaha', 'Public-Private Partnerships'), t('Struktur KPBU, proses pengadaan badan usaha, dan manajemen kontrak selama masa konsesi.', 'PPP structuring, procurement of private partners and contract management over the concession.')),
    area('finance', t('Pembiayaan Infrastruktur', 'Infrastructure Finance'), t('Pembiayaan proyek, blended finance, obligasi daerah, dan skema pembayaran ketersediaan layanan.', 'Project finance, blended finance, municipal bonds and availability-payment schemes.')),
    area('guarantee', t('Penjaminan Pemerintah', 'Government Guarantees'), t('Cara penjaminan melindungi proyek dari risiko politik dan kontraktual sehingga lebih menarik bagi investor.', 'How guarantees shield projects from political and contractual risk and make them attractive to investors.')),
    area('risk', t('Manajemen Risiko Proyek', 'Project Risk Management'), t('Identifikasi, alokasi, dan mitigasi risiko sejak studi kelayakan hingga operasi.', 'Identifying, allocating and mitigating risk from the feasibility study through to operation.')),
    area('regional', t('Pembangunan Daerah', 'Regional Development'), t('Penyiapan proyek oleh pemerintah provinsi dan kabupaten/kota, termasuk kapasitas fiskal daerah.', 'Project preparation by provinces, regencies and cities, including regional fiscal capacity.')),
    area('sustainability', t('Infrastruktur Berkelanjutan', 'Sustainable Infrastructure'), t('Standar lingkungan dan sosial, ketahanan iklim, dan keterkaitan proyek dengan Tujuan Pembangunan Berkelanjutan.', 'Environmental and social standards, climate resilience and links to the Sustainable Development Goals.')),
  ],
  cta: {
    title: t('Butuh keahlian kami untuk proyek Anda?', 'Need our expertise for your project?'),
    text: t('Pelajari kajian dan publikasi kami, atau ikuti program peningkatan kapasitas untuk instansi Anda.', 'Explore our studies and publications, or join a capacity-building programme for your organisation.'),
    linkLabel: t('Program peningkatan kapasitas', 'Capacity-building programmes'),
    link: '/capacity-building',
  },
}

export const ADVOCACY: TFocusAreaCopy = {
  headline: t('Dari bukti riset ke kebijakan', 'From research evidence to policy'),
  intro: t(
    'Kami mendorong iklim investasi infrastruktur yang sehat dengan membawa temuan riset dan pengalaman proyek ke dalam dialog kebijakan bersama pemerintah, badan usaha, dan masyarakat sipil.',
    'We promote a healthy infrastructure investment climate by bringing research findings and project experience into policy dialogue with government, business and civil society.',
  ),
  areas: [
    area('policy', t('Dialog Kebijakan', 'Policy Dialogue'), t('Forum terbatas yang mempertemukan perumus kebijakan dengan praktisi untuk membahas hambatan regulasi KPBU.', 'Closed-door forums where policy makers and practitioners work through regulatory obstacles to PPPs.')),
    area('research', t('Ringkasan Kebijakan', 'Policy Briefs'), t('Ringkasan singkat berbasis riset dengan rekomendasi yang dapat langsung ditindaklanjuti.', 'Short, research-based briefs with recommendations that can be acted on directly.')),
    area('regional', t('Advokasi Pemerintah Daerah', 'Regional Government Advocacy'), t('Mendampingi daerah menyuarakan kebutuhan pembiayaan dan penyederhanaan prosedur proyek.', 'Helping regions voice their financing needs and the case for simpler project procedures.')),
    area('network', t('Jejaring Praktisi', 'Practitioner Network'), t('Komunitas praktik yang berbagi pelajaran dari proyek untuk memperkuat suara bersama.', 'A community of practice sharing lessons from projects to strengthen a common voice.')),
  ],
  cta: {
    title: t('Baca ringkasan kebijakan kami', 'Read our policy briefs'),
    text: t('Rekomendasi kebijakan terbaru tersedia gratis di e-library.', 'Our latest policy recommendations are free to read in the e-library.'),
    linkLabel: t('Buka e-library', 'Open the e-library'),
    link: '/e-library',
  },
}
