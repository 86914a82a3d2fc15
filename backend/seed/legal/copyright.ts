import type { TPolicySeed } from './types'

export const COPYRIGHT: TPolicySeed = {
  key: 'copyright',
  lastUpdated: '2025-08-01',
  title: { id: 'Hak Cipta', en: 'Copyright' },
  summary: {
    id: 'Siapa pemilik materi di situs ini dan bagaimana Anda boleh menggunakannya kembali.',
    en: 'Who owns the materials on this site and how you may reuse them.',
  },
  body: {
    id: `## Kepemilikan
Kecuali dinyatakan lain, seluruh materi di situs ini, termasuk teks, modul kursus, video, rekaman audio, publikasi riset, grafik, logo, dan desain situs, merupakan ciptaan LPI Learning atau pemberi lisensinya dan dilindungi oleh Undang-Undang Nomor 28 Tahun 2014 tentang Hak Cipta.
## Penggunaan yang diperbolehkan
Tanpa perlu meminta izin, Anda boleh:
- membaca, menonton, dan mengunduh materi untuk belajar pribadi;
- mengutip sebagian materi untuk pendidikan, penelitian, penulisan karya ilmiah, atau laporan, dengan menyebutkan sumber secara lengkap;
- membagikan tautan halaman situs ini melalui media apa pun.
Contoh penyebutan sumber: "LPI Learning (2025). Panduan Penyiapan Proyek KPBU. Diakses dari situs LPI Learning."
## Materi berlisensi terbuka
Publikasi tertentu di E-Library diterbitkan dengan lisensi Creative Commons Atribusi-NonKomersial 4.0 (CC BY-NC 4.0). Materi tersebut boleh disalin, diadaptasi, dan disebarluaskan untuk tujuan nonkomersial dengan menyebutkan sumber. Lisensi yang berlaku tercantum di halaman masing-masing publikasi.
## Penggunaan yang memerlukan izin tertulis
- Menjual, menyewakan, atau menggunakan materi dalam pelatihan berbayar.
- Mengunggah ulang video atau modul kursus ke situs atau platform lain.
- Mengubah materi lalu menyebarkannya seolah-olah berasal dari LPI Learning.
- Menggunakan logo atau nama LPI Learning untuk kegiatan yang tidak kami selenggarakan.
Permohonan izin dapat dikirim ke hakcipta@lpi-learning.test dengan menjelaskan materi yang akan digunakan, tujuan, dan media penyebarannya.
## Materi pihak ketiga
Sebagian materi, seperti kutipan regulasi, foto proyek, dan presentasi narasumber, dimiliki oleh pihak ketiga dan digunakan dengan izin. Hak atas materi tersebut tetap berada pada pemiliknya.
## Sertifikat
Sertifikat elektronik merupakan dokumen resmi kami. Pemegang sertifikat boleh mencetak dan membagikannya sebagai bukti kompetensi, tetapi dilarang mengubah isinya.
## Pelaporan pelanggaran
Bila Anda menemukan materi di situs ini yang Anda yakini melanggar hak cipta Anda, kirimkan laporan ke hakcipta@lpi-learning.test yang memuat identitas Anda, bukti kepemilikan, dan alamat halaman terkait. Kami akan menanggapi dalam 14 hari kerja dan, bila terbukti, menurunkan materi tersebut.`,
    en: `## Ownership
Unless stated otherwise, all materials on this site, including text, course modules, videos, audio recordings, research publications, graphics, logos and the site design, are works of LPI Learning or its licensors and are protected by Indonesia's Law No. 28 of 2014 on Copyright.
## What you may do
Without asking permission, you may:
- read, watch and download materials for your own learning;
- quote parts of the materials for education, research, scholarly writing or reports, with a full citation;
- share links to pages of this site in any medium.
A citation example: "LPI Learning (2025). PPP Project Preparation Guide. Retrieved from the LPI Learning website."
## Openly licensed materials
Some publications in the E-Library are published under the Creative Commons Attribution-NonCommercial 4.0 licence (CC BY-NC 4.0). They may be copied, adapted and shared for non-commercial purposes with attribution. The licence that applies is shown on each publication's page.
## What needs written permission
- Selling or renting the materials, or using them in paid training.
- Re-uploading course videos or modules to other sites or platforms.
- Altering the materials and sharing them as if they came from LPI Learning.
- Using the LPI Learning name or logo for activities we do not organise.
Send permission requests to hakcipta@lpi-learning.test, describing the material, the purpose and where it will be shared.
## Third-party materials
Some materials, such as excerpts of regulations, project photos and speakers' presentations, belong to third parties and are used with permission. The rights in them stay with their owners.
## Certificates
E-certificates are official documents of ours. Holders may print and share them as evidence of competence but may not alter their content.
## Reporting infringement
If you find material on this site that you believe infringes your copyright, send a report to hakcipta@lpi-learning.test with your identity, proof of ownership and the address of the page concerned. We will respond within 14 working days and take the material down if the claim is upheld.`,
  },
}
