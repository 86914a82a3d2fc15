import type { TCopCopy } from './cop-copy-type'

/** The community of practice page in Indonesian. */
export const COP_COPY_ID: TCopCopy = {
  intro: {
    title: 'Komunitas Praktisi KPBU dan Pembiayaan Infrastruktur',
    body: `Komunitas Praktisi (KoP) adalah jejaring para pelaku yang sehari-hari menangani proyek infrastruktur: pejabat Penanggung Jawab Proyek Kerja Sama (PJPK), anggota Simpul KPBU di kementerian dan pemerintah daerah, badan usaha, konsultan, perbankan, serta akademisi.
Sejak 2021 KoP menjadi ruang aman untuk bertukar pengalaman, membahas kendala nyata di lapangan, dan belajar dari proyek yang berhasil maupun yang tertunda. Saat ini KoP beranggotakan lebih dari 1.200 praktisi dari 34 provinsi.`,
  },
  purpose: {
    title: 'Tujuan Komunitas',
    body: 'Komunitas ini dibentuk agar pengetahuan tentang penyiapan dan pelaksanaan proyek KPBU tidak berhenti pada satu instansi atau satu proyek saja.',
    points: [
      { title: 'Berbagi praktik baik', description: 'Mendokumentasikan pelajaran dari proyek KPBU yang telah berjalan agar dapat dipakai oleh proyek berikutnya.' },
      { title: 'Memecahkan masalah bersama', description: 'Membahas hambatan penyiapan proyek, seperti pengadaan lahan, alokasi risiko, dan dukungan pemerintah, bersama rekan yang pernah menghadapinya.' },
      { title: 'Memperkuat kapasitas daerah', description: 'Menghubungkan pemerintah daerah dengan narasumber dan mentor yang berpengalaman menyiapkan proyek.' },
      { title: 'Memberi masukan kebijakan', description: 'Menyampaikan pengalaman lapangan sebagai bahan penyempurnaan regulasi dan pedoman KPBU.' },
    ],
  },
  membership: {
    title: 'Keanggotaan',
    eligibility: `Keanggotaan KoP terbuka tanpa biaya bagi:
- aparatur kementerian, lembaga, dan pemerintah daerah yang menangani perencanaan atau penyiapan proyek infrastruktur;
- pegawai BUMN, BUMD, dan badan usaha yang terlibat dalam proyek KPBU;
- konsultan, penasihat transaksi, dan profesional lembaga keuangan di bidang pembiayaan infrastruktur;
- dosen dan peneliti yang mengkaji kebijakan infrastruktur;
- alumni program sertifikasi CP3P dan kursus online LPI Learning.
Mahasiswa pascasarjana dapat bergabung sebagai anggota muda dengan rekomendasi dosen pembimbing.`,
    steps: [
      { title: 'Buat akun LPI Learning', description: 'Daftar dan aktifkan akun Anda di situs ini menggunakan email instansi atau email pribadi yang aktif.' },
      { title: 'Kirim permohonan', description: 'Kirim email ke sekretariat KoP berisi nama, instansi, jabatan, dan minat proyek Anda.' },
      { title: 'Verifikasi sekretariat', description: 'Sekretariat memeriksa permohonan dalam 5 hari kerja dan dapat meminta informasi tambahan.' },
      { title: 'Orientasi anggota baru', description: 'Anggota baru diundang ke sesi orientasi daring bulanan dan grup diskusi sesuai sektor.' },
    ],
    joinLabel: 'Ajukan keanggotaan',
    joinUrl: 'mailto:kop@lpi-learning.test?subject=Permohonan%20Keanggotaan%20KoP',
  },
  benefitActivity: {
    title: 'Manfaat dan Kegiatan',
    intro: 'Anggota mendapat akses ke jejaring, materi, dan kegiatan yang dirancang untuk kebutuhan praktisi.',
    benefits: [
      { title: 'Jejaring lintas sektor', description: 'Terhubung dengan praktisi dari pemerintah, badan usaha, perbankan, dan perguruan tinggi.' },
      { title: 'Klinik proyek', description: 'Konsultasi kelompok dengan mentor berpengalaman untuk proyek yang sedang Anda siapkan.' },
      { title: 'Materi eksklusif', description: 'Studi kasus, templat dokumen, dan rekaman diskusi yang hanya dibagikan kepada anggota.' },
      { title: 'Prioritas pelatihan', description: 'Kuota khusus untuk lokakarya dan potongan biaya sertifikasi CP3P.' },
    ],
    activities: [
      { title: 'Diskusi bulanan', description: 'Diskusi daring setiap Kamis pekan ketiga tentang satu topik atau satu proyek.' },
      { title: 'Kunjungan proyek', description: 'Kunjungan lapangan ke proyek KPBU yang sedang dibangun atau telah beroperasi, dua kali setahun.' },
      { title: 'Temu tahunan', description: 'Pertemuan tatap muka seluruh anggota dengan sesi berbagi pengalaman dan penghargaan praktisi.' },
      { title: 'Buletin triwulanan', description: 'Ringkasan diskusi, profil proyek, dan kabar regulasi yang terbit setiap tiga bulan.' },
    ],
  },
  newsletter: {
    title: 'Arsip Buletin',
    intro: 'Buletin KoP terbit setiap triwulan. Unduh edisi terbaru maupun edisi sebelumnya dalam format PDF.',
  },
  highlight: {
    title: 'Komunitas Praktisi',
    summary: 'Lebih dari 1.200 praktisi KPBU dan pembiayaan infrastruktur dari 34 provinsi saling berbagi pengalaman melalui diskusi bulanan, klinik proyek, dan buletin triwulanan.',
    linkLabel: 'Kenali komunitas',
  },
}
