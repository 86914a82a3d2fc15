import type { Locale } from '../../../lib/i18n/config'

type TLinkCardSeed = { title: string; description: string; label: string; permalink: string }
export type TOutreachCopy = { headline: string; intro: string; links: TLinkCardSeed[] }

/** The /outreach page: why LPI Learning reaches out, and where its outreach work can be followed. */
export const OUTREACH_COPY: Record<Locale, TOutreachCopy> = {
  id: {
    headline: 'Berbagi pengetahuan infrastruktur sampai ke daerah',
    intro: `Pembangunan infrastruktur yang baik tidak hanya bergantung pada pembiayaan, tetapi juga pada orang-orang yang merencanakan, menyiapkan, dan mengelola proyeknya. Melalui program kemitraan, LPI Learning bekerja bersama pemerintah daerah, kementerian/lembaga, perguruan tinggi, dan mitra pembangunan untuk membawa pengetahuan tentang Kerja Sama Pemerintah dan Badan Usaha (KPBU), pembiayaan kreatif, dan tata kelola proyek ke lebih banyak pelaku pembangunan.
Kegiatan kemitraan kami meliputi lokakarya di daerah, kuliah tamu di kampus mitra, diskusi kebijakan bersama asosiasi profesi, serta komunitas praktisi yang mempertemukan para pengelola proyek dari seluruh Indonesia.`,
    links: [
      {
        title: 'Acara Kemitraan',
        description: 'Rekaman dan materi lokakarya, webinar, serta kunjungan daerah yang telah kami selenggarakan bersama mitra.',
        label: 'Lihat acara sebelumnya',
        permalink: '/event?topic=1#past-event',
      },
      {
        title: 'Sumber Eksternal',
        description: 'Pedoman, basis data proyek, dan publikasi dari lembaga mitra di dalam dan luar negeri yang kami kurasi untuk Anda.',
        label: 'Jelajahi sumber eksternal',
        permalink: '/e-library?type=21',
      },
    ],
  },
  en: {
    headline: 'Taking infrastructure knowledge to the regions',
    intro: `Good infrastructure depends not only on finance but on the people who plan, prepare and manage projects. Through its outreach programme, LPI Learning works with local governments, ministries and agencies, universities and development partners to bring knowledge of public-private partnerships (PPP, or KPBU in Indonesia), creative financing and project governance to more of the people who build the country.
Our outreach includes regional workshops, guest lectures at partner campuses, policy discussions with professional associations, and a community of practice that connects project managers from across Indonesia.`,
    links: [
      {
        title: 'Outreach Events',
        description: 'Recordings and materials from the workshops, webinars and regional visits we have held with our partners.',
        label: 'See past events',
        permalink: '/event?topic=1#past-event',
      },
      {
        title: 'External Resources',
        description: 'Guidelines, project databases and publications from partner institutions in Indonesia and abroad, curated for you.',
        label: 'Browse external resources',
        permalink: '/e-library?type=21',
      },
    ],
  },
}
