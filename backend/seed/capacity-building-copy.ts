/** The capacity building page, section by section, in both languages (images are added by the seed). */
export const CAPACITY_BUILDING_COPY = {
  id: {
    highlight: {
      title: 'Peningkatan Kapasitas bagi PJPK dan Pemerintah Daerah',
      subtitle: 'Pelatihan, lokakarya, dan pendampingan agar instansi Anda mampu menyiapkan proyek infrastruktur yang layak dan menarik bagi investor.',
    },
    main: {
      title: 'Dari rencana proyek menjadi proyek yang siap ditransaksikan',
      intro: 'Program ini dirancang untuk instansi yang sedang atau akan menyiapkan proyek KPBU. Kami menilai kebutuhan tim Anda, lalu menyusun rangkaian belajar yang langsung dipakai pada proyek nyata.',
      buttonLabel: 'Lihat program edukasi',
    },
    participant: {
      title: 'Peserta Kami',
      intro: 'Sejak 2016 kami telah bekerja bersama aparatur dari pusat hingga daerah.',
      stats: ['Peserta terlatih', 'Instansi pemerintah', 'Provinsi terjangkau', 'Proyek didampingi'],
    },
    about: {
      title: 'Tentang Program',
      body: [
        'Banyak proyek infrastruktur tertunda bukan karena kurangnya minat investor, tetapi karena penyiapan yang belum matang. Program peningkatan kapasitas membantu Penanggung Jawab Proyek Kerja Sama (PJPK) memahami peran, menyusun dokumen, dan mengambil keputusan pada setiap tahap KPBU.',
        'Setiap kegiatan dipandu fasilitator yang berpengalaman menyiapkan dan menjamin proyek KPBU, dan dilengkapi bahan ajar yang dapat dipakai kembali oleh instansi peserta.',
      ],
    },
    programDescription: {
      title: 'Komponen Program',
      intro: 'Komponen dapat dipilih dan digabungkan sesuai tahap proyek dan kebutuhan tim.',
      components: [
        ['Pelatihan klasikal', 'Kelas tatap muka dua sampai lima hari tentang dasar KPBU, pembiayaan proyek, dan manajemen risiko.'],
        ['Lokakarya penyiapan proyek', 'Tim instansi bekerja langsung pada dokumen proyeknya bersama fasilitator.'],
        ['Pendampingan teknis', 'Konsultasi berkala selama penyusunan prastudi kelayakan hingga tahap transaksi.'],
        ['Kunjungan belajar', 'Mengunjungi proyek KPBU yang telah beroperasi dan berdiskusi dengan pengelolanya.'],
      ],
    },
    eligible: {
      title: 'Siapa yang Dapat Mengikuti',
      intro: 'Program terbuka bagi instansi yang memenuhi ketentuan berikut.',
      criteria: [
        'Kementerian, lembaga, atau pemerintah daerah yang berencana mengembangkan proyek KPBU',
        'Memiliki proyek yang tercantum dalam dokumen perencanaan atau daftar rencana KPBU',
        'Menugaskan tim inti paling sedikit tiga orang selama program berlangsung',
        'Mendapat dukungan tertulis dari pimpinan instansi atau kepala daerah',
      ],
    },
    howToApply: {
      title: 'Cara Mendaftar',
      intro: 'Pendaftaran dibuka sepanjang tahun; kuota setiap angkatan terbatas.',
      steps: [
        ['Kirim surat minat', 'Pimpinan instansi mengirim surat minat yang menjelaskan proyek dan tim yang diusulkan.'],
        ['Penilaian kebutuhan', 'Tim kami mewawancarai calon peserta untuk memetakan kebutuhan belajar.'],
        ['Penyusunan rencana belajar', 'Kami menyepakati komponen, jadwal, dan target keluaran bersama instansi Anda.'],
        ['Pelaksanaan dan evaluasi', 'Program berjalan sesuai rencana dan ditutup dengan evaluasi hasil.'],
      ],
      buttonLabel: 'Baca pertanyaan umum',
    },
    portfolio: {
      title: 'Portofolio',
      intro: 'Beberapa kegiatan peningkatan kapasitas yang telah kami jalankan.',
      items: [
        ['Pendampingan KPBU Air Minum Regional', 'Lokakarya penyiapan prastudi kelayakan bagi tiga kabupaten yang berbagi sumber air baku.', 'Jawa Timur'],
        ['Pelatihan PJPK Rumah Sakit Daerah', 'Pelatihan lima hari bagi tim rumah sakit dan dinas kesehatan provinsi.', 'Sulawesi Selatan'],
        ['Lokakarya KPBU Penerangan Jalan Umum', 'Menyusun indikator kinerja layanan dan skema pembayaran ketersediaan layanan.', 'Jawa Tengah'],
        ['Kelas Pembiayaan Kreatif untuk Bappeda', 'Kelas daring tentang pinjaman daerah dan KPBU bagi perencana daerah.', 'Nusa Tenggara Barat'],
      ],
    },
  },
  en: {
    highlight: {
      title: 'Capacity Building for Contracting Agencies and Regional Governments',
      subtitle: 'Training, workshops and coaching so your agency can prepare infrastructure projects that are viable and attractive to investors.',
    },
    main: {
      title: 'From a project plan to a project ready for transaction',
      intro: 'The programme is designed for agencies preparing, or about to prepare, a PPP project. We assess what your team needs, then build a learning path applied directly to a real project.',
      buttonLabel: 'See education programs',
    },
    participant: {
      title: 'Our Participants',
      intro: 'Since 2016 we have worked with officials from central to regional government.',
      stats: ['Participants trained', 'Government institutions', 'Provinces reached', 'Projects assisted'],
    },
    about: {
      title: 'About the Programme',
      body: [
        'Many infrastructure projects stall not for lack of investor interest but because their preparation is not mature. The capacity building programme helps contracting agencies understand their role, draft the documents and take decisions at each PPP stage.',
        'Every activity is led by facilitators experienced in preparing and guaranteeing PPP projects, with materials the participating agency can reuse.',
      ],
    },
    programDescription: {
      title: 'Programme Components',
      intro: 'Components can be chosen and combined to suit the project stage and the team.',
      components: [
        ['Classroom training', 'Two- to five-day classes on PPP foundations, project finance and risk management.'],
        ['Project preparation workshops', 'Agency teams work on their own project documents with a facilitator.'],
        ['Technical coaching', 'Regular consultations from the outline business case to the transaction stage.'],
        ['Study visits', 'Visits to PPP projects in operation and discussions with their operators.'],
      ],
    },
    eligible: {
      title: 'Who Can Take Part',
      intro: 'The programme is open to agencies that meet these conditions.',
      criteria: [
        'Ministries, agencies or regional governments planning to develop a PPP project',
        'A project listed in a planning document or the PPP project plan list',
        'A core team of at least three people assigned for the whole programme',
        'Written support from the head of the agency or region',
      ],
    },
    howToApply: {
      title: 'How to Apply',
      intro: 'Applications are open all year; each cohort has limited places.',
      steps: [
        ['Send a letter of interest', 'The head of the agency sends a letter describing the project and the proposed team.'],
        ['Needs assessment', 'Our team interviews the candidates to map what they need to learn.'],
        ['Learning plan', 'We agree the components, schedule and expected outputs with your agency.'],
        ['Delivery and evaluation', 'The programme runs as planned and closes with an evaluation of results.'],
      ],
      buttonLabel: 'Read the FAQ',
    },
    portfolio: {
      title: 'Portfolio',
      intro: 'Some of the capacity building we have delivered.',
      items: [
        ['Regional Water Supply PPP Assistance', 'Outline business case workshops for three regencies sharing one raw water source.', 'East Java'],
        ['Regional Hospital Contracting Agency Training', 'Five days of training for hospital and provincial health department teams.', 'South Sulawesi'],
        ['Street Lighting PPP Workshop', 'Drafting service performance indicators and an availability payment scheme.', 'Central Java'],
        ['Creative Financing Class for Planning Agencies', 'An online class on municipal loans and PPP for regional planners.', 'West Nusa Tenggara'],
      ],
    },
  },
}
