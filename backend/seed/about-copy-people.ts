import type { TBilingual } from './types'

const t = (id: string, en: string): TBilingual => ({ id, en })

/** Award names and issuers are made up for the demo; they read like the awards such institutes receive. */
export const AWARDS = {
  title: t('Penghargaan', 'Awards'),
  intro: t('Pengakuan atas komitmen kami pada pembelajaran infrastruktur yang bermutu.', 'Recognition of our commitment to high-quality infrastructure learning.'),
  items: [
    { year: 2025, title: t('Lembaga Pembelajaran Korporat Terbaik', 'Best Corporate Learning Institute'), issuer: t('Forum Pembelajaran Korporat Indonesia', 'Indonesia Corporate Learning Forum') },
    { year: 2024, title: t('Program Sertifikasi KPBU Terbaik', 'Best PPP Certification Programme'), issuer: t('Asosiasi Praktisi KPBU Asia', 'Asian PPP Practitioners Association') },
    { year: 2024, title: t('Inovasi Pembelajaran Digital', 'Digital Learning Innovation'), issuer: t('Anugerah Transformasi Digital BUMN', 'State-Owned Enterprise Digital Transformation Awards') },
    { year: 2023, title: t('Kontribusi Riset Kebijakan Infrastruktur', 'Contribution to Infrastructure Policy Research'), issuer: t('Jaringan Riset Kebijakan Publik', 'Public Policy Research Network') },
  ],
}

/** Partners are the kinds of institutions such an institute works with; logos are generated wordmarks. */
export const PARTNERS = {
  title: t('Kemitraan', 'Partnership'),
  intro: t(
    'Kami bekerja bersama kementerian, lembaga, perguruan tinggi, dan mitra pembangunan untuk memperluas jangkauan pembelajaran.',
    'We work with ministries, agencies, universities and development partners to take learning further.',
  ),
  items: [
    { name: t('Kementerian PPN/Bappenas', 'Ministry of National Development Planning'), url: 'https://www.bappenas.go.id' },
    { name: t('Kementerian Keuangan', 'Ministry of Finance'), url: 'https://www.kemenkeu.go.id' },
    { name: t('Kementerian Pekerjaan Umum', 'Ministry of Public Works'), url: 'https://pu.go.id' },
    { name: t('LKPP', 'National Public Procurement Agency'), url: 'https://www.lkpp.go.id' },
    { name: t('Bank Pembangunan Asia', 'Asian Development Bank'), url: 'https://www.adb.org' },
    { name: t('Bank Dunia', 'World Bank'), url: 'https://www.worldbank.org' },
  ],
}

/** Made-up academics: names, positions and bios in the style of Indonesian faculty pages. */
export const ADVISORS = {
  title: t('Penasihat Akademik', 'Academic Advisors'),
  intro: t(
    'Para akademisi yang menjaga mutu dan ketelitian kurikulum serta riset kami.',
    'The academics who keep our curriculum and research rigorous.',
  ),
  items: [
    {
      name: 'Prof. Dr. Ir. Hendra Wijaya, M.Sc.',
      position: t('Guru Besar Manajemen Konstruksi', 'Professor of Construction Management'),
      bio: t(
        'Meneliti alokasi risiko pada kontrak KPBU jalan tol selama lebih dari dua puluh tahun dan menjadi penguji ahli berbagai proyek nasional.',
        'Has studied risk allocation in toll-road PPP contracts for more than twenty years and reviews national projects as an expert.',
      ),
    },
    {
      name: 'Dr. Sari Anggraini, S.E., M.Ec.',
      position: t('Dosen Ekonomi Publik', 'Lecturer in Public Economics'),
      bio: t(
        'Fokus pada pembiayaan daerah, skema pembayaran ketersediaan layanan, dan kapasitas fiskal pemerintah kabupaten/kota.',
        'Works on regional finance, availability-payment schemes and the fiscal capacity of regencies and cities.',
      ),
    },
    {
      name: 'Prof. Bambang Prasetyo, Ph.D.',
      position: t('Guru Besar Kebijakan Infrastruktur', 'Professor of Infrastructure Policy'),
      bio: t(
        'Menulis tentang tata kelola infrastruktur dan pembangunan berkelanjutan, serta memimpin beberapa kajian kebijakan untuk pemerintah pusat.',
        'Writes on infrastructure governance and sustainable development and has led several policy studies for central government.',
      ),
    },
    {
      name: 'Dr. Maya Lestari, S.H., LL.M.',
      position: t('Dosen Hukum Kontrak Publik', 'Lecturer in Public Contract Law'),
      bio: t(
        'Mendalami aspek hukum perjanjian KPBU, penjaminan pemerintah, dan penyelesaian sengketa kontrak jangka panjang.',
        'Specialises in the law of PPP agreements, government guarantees and dispute resolution in long-term contracts.',
      ),
    },
  ],
}
