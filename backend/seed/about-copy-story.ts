import type { TAreaIcon } from '../fields/area-icon'
import type { TBilingual } from './types'

const t = (id: string, en: string): TBilingual => ({ id, en })

/** The CEO is a made-up person: the demo must not put words in a real executive's mouth. */
export const CEO = {
  name: 'Dr. Ratna Kusumawardhani',
  title: t('Catatan CEO', "CEO's Notes"),
  position: t('Direktur Utama, LPI Learning', 'Chief Executive Officer, LPI Learning'),
  quote: t(
    'Infrastruktur yang baik lahir dari orang-orang yang memahami cara merencanakan, membiayai, dan mengelolanya.',
    'Good infrastructure comes from people who understand how to plan, finance and run it.',
  ),
  body: {
    id: [
      'Indonesia membangun jalan tol, pelabuhan, sistem air minum, dan jaringan listrik dengan kecepatan yang belum pernah terjadi sebelumnya. Namun pengalaman kami mendampingi proyek Kerja Sama Pemerintah dengan Badan Usaha (KPBU) menunjukkan bahwa hambatan terbesar sering kali bukan dana, melainkan kapasitas: kemampuan menyusun studi kelayakan, mengalokasikan risiko, dan mengelola kontrak selama puluhan tahun.',
      'LPI Learning hadir untuk menjembatani celah tersebut. Kami menghimpun pengetahuan dari penjaminan dan penyiapan proyek, lalu mengolahnya menjadi kursus, riset terapan, dan sertifikasi yang dapat langsung dipakai oleh aparatur pemerintah pusat dan daerah, badan usaha, akademisi, dan mahasiswa.',
      'Terima kasih kepada para mitra, penasihat akademik, dan peserta yang telah tumbuh bersama kami. Mari terus belajar agar setiap rupiah investasi infrastruktur memberi manfaat sebesar-besarnya bagi masyarakat.',
    ],
    en: [
      'Indonesia is building toll roads, ports, water systems and power grids at a pace it has never seen before. Yet our experience supporting Public-Private Partnership (PPP) projects shows that the biggest obstacle is often not money but capacity: the ability to prepare feasibility studies, allocate risk and manage contracts over decades.',
      'LPI Learning exists to close that gap. We gather what has been learned from guaranteeing and preparing projects and turn it into courses, applied research and certification that central and regional government officials, businesses, academics and students can put to use straight away.',
      'Thank you to the partners, academic advisors and participants who have grown with us. Let us keep learning so that every rupiah invested in infrastructure does the most good for the people it serves.',
    ],
  },
}

export const PURPOSE = {
  title: t('Tujuan Kami', 'Our Purpose'),
  statement: t(
    'Memperkuat kapasitas para pelaku pembangunan agar proyek infrastruktur Indonesia lebih layak, transparan, dan berkelanjutan.',
    "Strengthening the capacity of development practitioners so that Indonesia's infrastructure projects are more bankable, transparent and sustainable.",
  ),
  body: {
    id: [
      'Kami percaya pengetahuan tentang pembiayaan dan tata kelola infrastruktur harus terbuka bagi siapa saja yang terlibat dalam pembangunan, bukan hanya bagi segelintir ahli di kota besar.',
      'Karena itu kami merancang pembelajaran yang berangkat dari kasus nyata di Indonesia, dari KPBU air minum di kota menengah hingga skema pembayaran ketersediaan layanan untuk jalan dan rumah sakit daerah.',
    ],
    en: [
      'We believe knowledge of infrastructure finance and governance should be open to everyone involved in development, not only to a handful of experts in the big cities.',
      'That is why our learning starts from real Indonesian cases, from water-supply PPPs in mid-sized cities to availability-payment schemes for regional roads and hospitals.',
    ],
  },
}

export const VISION_MISSION = {
  title: t('Visi & Misi', 'Vision & Mission'),
  vision: t(
    'Menjadi pusat pembelajaran infrastruktur terdepan di Asia Tenggara yang menghubungkan kebijakan, pembiayaan, dan praktik.',
    'To be the leading infrastructure learning centre in Southeast Asia, connecting policy, finance and practice.',
  ),
  missions: [
    t('Menyelenggarakan program edukasi dan sertifikasi KPBU yang diakui secara nasional.', 'Run nationally recognised PPP education and certification programmes.'),
    t('Menghasilkan riset terapan yang menjadi masukan bagi perumusan kebijakan infrastruktur.', 'Produce applied research that informs infrastructure policy making.'),
    t('Menyediakan e-library terbuka berisi panduan, studi kasus, dan perangkat kerja proyek.', 'Provide an open e-library of guides, case studies and project toolkits.'),
    t('Membangun jejaring pemerintah, badan usaha, perguruan tinggi, dan mitra pembangunan.', 'Build a network of government, businesses, universities and development partners.'),
  ],
}

type TWorkItem = { title: TBilingual; text: TBilingual; icon: TAreaIcon }

export const WHAT_WE_DO: { title: TBilingual; intro: TBilingual; items: TWorkItem[] } = {
  title: t('Apa yang Kami Lakukan', 'What We Do'),
  intro: t(
    'Empat cara kami membantu para pelaku pembangunan menyiapkan dan menjalankan proyek infrastruktur.',
    'Four ways we help development practitioners prepare and run infrastructure projects.',
  ),
  items: [
    {
      icon: 'learning',
      title: t('Edukasi & Kursus Online', 'Education & Online Courses'),
      text: t('Kursus mandiri dan kelas terbimbing tentang siklus proyek KPBU, studi kelayakan, dan manajemen kontrak.', 'Self-paced courses and guided classes on the PPP project cycle, feasibility studies and contract management.'),
    },
    {
      icon: 'guarantee',
      title: t('Sertifikasi CP3P', 'CP3P Certification'),
      text: t('Sertifikasi profesional KPBU berstandar internasional bagi aparatur dan praktisi.', 'Internationally benchmarked PPP professional certification for officials and practitioners.'),
    },
    {
      icon: 'research',
      title: t('Riset Terapan', 'Applied Research'),
      text: t('Kajian kebijakan tentang pembiayaan daerah, alokasi risiko, dan kinerja proyek yang telah beroperasi.', 'Policy studies on regional finance, risk allocation and the performance of projects in operation.'),
    },
    {
      icon: 'regional',
      title: t('Pendampingan Daerah', 'Regional Assistance'),
      text: t('Lokakarya dan pendampingan bagi pemerintah daerah yang menyiapkan proyek infrastruktur pertamanya.', 'Workshops and hands-on support for regional governments preparing their first infrastructure project.'),
    },
  ],
}
