import type { TAreaIcon } from '../fields/area-icon'
import type { TBilingual } from './types'

const t = (id: string, en: string): TBilingual => ({ id, en })

export const UNIID_TEXTS = {
  highlight: {
    title: t('UniID: Universitas untuk Infrastruktur Indonesia', 'UniID: Universities for Indonesian Infrastructure'),
    subtitle: t(
      'Program kemitraan dengan perguruan tinggi untuk membawa pengetahuan pembiayaan dan tata kelola infrastruktur ke ruang kuliah.',
      'A partnership programme with universities that brings infrastructure finance and governance into the lecture hall.',
    ),
    linkLabel: t('Lihat universitas mitra', 'See partner universities'),
    link: '/uniid#university-listing',
  },
  intro: {
    title: t('Tentang UniID', 'About UniID'),
    body: {
      id: [
        'UniID menghubungkan LPI Learning dengan fakultas teknik, ekonomi, dan hukum di berbagai daerah. Bersama dosen, kami menyusun modul kuliah tentang KPBU, studi kasus proyek, dan bahan ajar yang mengikuti praktik terbaru.',
        'Mahasiswa mendapat kesempatan mengikuti kuliah tamu praktisi, kompetisi studi kasus, dan magang di proyek infrastruktur, sementara dosen memperoleh akses riset bersama dan data proyek untuk penelitian.',
      ],
      en: [
        'UniID connects LPI Learning with engineering, economics and law faculties across the country. Together with lecturers we write course modules on PPPs, project case studies and teaching material that follows current practice.',
        'Students attend guest lectures by practitioners, case competitions and internships on infrastructure projects, while lecturers gain joint research opportunities and project data for their studies.',
      ],
    },
  },
  ourVision: {
    title: t('Visi Kami', 'Our Vision'),
    text: t(
      'Setiap lulusan perguruan tinggi di Indonesia yang akan berkarier di sektor infrastruktur memahami dasar-dasar KPBU dan pembiayaan proyek.',
      'Every Indonesian graduate heading for a career in infrastructure understands the basics of PPPs and project finance.',
    ),
  },
  ourMission: {
    title: t('Misi Kami', 'Our Mission'),
    items: [
      t('Mengembangkan modul kuliah KPBU bersama dosen perguruan tinggi mitra.', 'Develop PPP course modules with lecturers at partner universities.'),
      t('Menghadirkan praktisi proyek ke kampus melalui kuliah tamu dan lokakarya.', 'Bring project practitioners to campus through guest lectures and workshops.'),
      t('Membuka kesempatan magang dan riset bersama di proyek infrastruktur.', 'Open internships and joint research on infrastructure projects.'),
    ],
  },
  activity: {
    title: t('Kegiatan', 'Activities'),
    intro: t('Kegiatan yang berjalan sepanjang tahun akademik di kampus-kampus mitra.', 'Activities running throughout the academic year at partner campuses.'),
    items: [
      { icon: 'learning', title: t('Kuliah Tamu Praktisi', 'Practitioner Guest Lectures'), text: t('Praktisi KPBU dan pembiayaan proyek mengajar satu sesi dalam mata kuliah reguler.', 'PPP and project-finance practitioners teach a session within regular courses.') },
      { icon: 'partnership', title: t('Kompetisi Studi Kasus', 'Case Study Competition'), text: t('Tim mahasiswa menyusun struktur KPBU untuk proyek nyata dan mempresentasikannya di depan juri.', 'Student teams structure a PPP for a real project and pitch it to a jury.') },
      { icon: 'research', title: t('Hibah Riset Bersama', 'Joint Research Grants'), text: t('Pendanaan riset dosen dan mahasiswa pascasarjana tentang kebijakan dan kinerja infrastruktur.', 'Funding for lecturers and graduate students researching infrastructure policy and performance.') },
      { icon: 'network', title: t('Magang Proyek', 'Project Internships'), text: t('Penempatan mahasiswa tingkat akhir di tim penyiapan dan pemantauan proyek.', 'Placements for final-year students in project preparation and monitoring teams.') },
    ] satisfies { icon: TAreaIcon; title: TBilingual; text: TBilingual }[],
  },
  universityListing: {
    title: t('Universitas Mitra', 'Partner Universities'),
    intro: t('Perguruan tinggi yang telah bergabung dalam program UniID.', 'The universities that have joined the UniID programme.'),
  },
}

/** Real universities and their public addresses: a listing of who could take part, not a claim about them. */
export const UNIVERSITIES = [
  { name: 'Universitas Indonesia', short: 'UI', city: 'Depok', website: 'https://www.ui.ac.id' },
  { name: 'Institut Teknologi Bandung', short: 'ITB', city: 'Bandung', website: 'https://www.itb.ac.id' },
  { name: 'Universitas Gadjah Mada', short: 'UGM', city: 'Yogyakarta', website: 'https://ugm.ac.id' },
  { name: 'Institut Teknologi Sepuluh Nopember', short: 'ITS', city: 'Surabaya', website: 'https://www.its.ac.id' },
  { name: 'Universitas Airlangga', short: 'UNAIR', city: 'Surabaya', website: 'https://unair.ac.id' },
  { name: 'Universitas Hasanuddin', short: 'UNHAS', city: 'Makassar', website: 'https://unhas.ac.id' },
  { name: 'Universitas Diponegoro', short: 'UNDIP', city: 'Semarang', website: 'https://www.undip.ac.id' },
  { name: 'Universitas Brawijaya', short: 'UB', city: 'Malang', website: 'https://ub.ac.id' },
  { name: 'Universitas Sumatera Utara', short: 'USU', city: 'Medan', website: 'https://www.usu.ac.id' },
  { name: 'Universitas Udayana', short: 'UNUD', city: 'Denpasar', website: 'https://www.unud.ac.id' },
]
