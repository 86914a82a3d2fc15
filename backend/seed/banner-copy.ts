import type { TBannerPlacement } from '../../lib/contracts/banners/placements'
import type { TBilingual } from './types'

const t = (id: string, en: string): TBilingual => ({ id, en })

export type TBannerSeed = {
  placement: TBannerPlacement
  title: TBilingual
  subtitle: TBilingual
  link: string
  linkLabel: TBilingual
  alt: TBilingual
}

/** Three home slides and the top banners of about-us, expertise and advocacy (UniID's hero is its own highlight). */
export const BANNERS: TBannerSeed[] = [
  {
    placement: 'home-slider',
    title: t('Sertifikasi CP3P Angkatan 2026 Telah Dibuka', 'CP3P Certification 2026 Intake Now Open'),
    subtitle: t('Raih sertifikasi profesional KPBU berstandar internasional bersama para praktisi dari seluruh Indonesia.', 'Earn an internationally benchmarked PPP professional certification with practitioners from across Indonesia.'),
    link: '/cp3p',
    linkLabel: t('Daftar sekarang', 'Register now'),
    alt: t('Ilustrasi jembatan di depan gedung-gedung kota', 'Illustration of a bridge in front of city buildings'),
  },
  {
    placement: 'home-slider',
    title: t('Belajar KPBU Kapan Saja', 'Learn PPP at Your Own Pace'),
    subtitle: t('Kursus online gratis tentang siklus proyek, studi kelayakan, dan manajemen kontrak infrastruktur.', 'Free online courses on the project cycle, feasibility studies and infrastructure contract management.'),
    link: '/education/online-course',
    linkLabel: t('Lihat kursus', 'Browse courses'),
    alt: t('Ilustrasi kota pada senja hari', 'Illustration of a city at dusk'),
  },
  {
    placement: 'home-slider',
    title: t('Riset Terbaru: Kinerja KPBU Air Minum', 'New Research: How Water-Supply PPPs Perform'),
    subtitle: t('Temuan dari proyek yang telah beroperasi di kota-kota menengah Indonesia.', 'Findings from projects already operating in mid-sized Indonesian cities.'),
    link: '/research#on-going',
    linkLabel: t('Baca riset', 'Read the research'),
    alt: t('Ilustrasi jaringan infrastruktur perkotaan', 'Illustration of urban infrastructure networks'),
  },
  {
    placement: 'about-us',
    title: t('Belajar Membangun Infrastruktur Indonesia', "Learning to Build Indonesia's Infrastructure"),
    subtitle: t('Lembaga pembelajaran dari institusi penjaminan dan kebijakan infrastruktur, untuk para pelaku pembangunan.', 'The learning institute of an infrastructure guarantee and policy institution, for the people who build.'),
    link: '/about-us#what-we-do',
    linkLabel: t('Apa yang kami lakukan', 'What we do'),
    alt: t('Ilustrasi jembatan dan gedung kota berwarna biru', 'Blue illustration of a bridge and city buildings'),
  },
  {
    placement: 'expertise',
    title: t('Keahlian yang Teruji di Lapangan', 'Expertise Proven in the Field'),
    subtitle: t('Dari penyiapan proyek hingga manajemen risiko, pengetahuan kami lahir dari proyek nyata.', 'From project preparation to risk management, our knowledge comes from real projects.'),
    link: '/research',
    linkLabel: t('Lihat riset kami', 'See our research'),
    alt: t('Ilustrasi gedung dan jembatan kota', 'Illustration of city buildings and a bridge'),
  },
  {
    placement: 'advocacy',
    title: t('Mendorong Kebijakan Infrastruktur yang Lebih Baik', 'Advocating Better Infrastructure Policy'),
    subtitle: t('Kami membawa bukti riset ke meja perumusan kebijakan.', 'We bring research evidence to the policy-making table.'),
    link: '/e-library',
    linkLabel: t('Baca ringkasan kebijakan', 'Read policy briefs'),
    alt: t('Ilustrasi kota dengan matahari terbit', 'Illustration of a city at sunrise'),
  },
]
