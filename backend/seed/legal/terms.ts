import type { TPolicySeed } from './types'

export const TERMS: TPolicySeed = {
  key: 'term-condition',
  lastUpdated: '2026-01-15',
  title: { id: 'Syarat Penggunaan', en: 'Terms of Use' },
  summary: {
    id: 'Ketentuan yang berlaku ketika Anda mengakses situs, membuat akun, dan mengikuti program LPI Learning.',
    en: 'The terms that apply when you visit the site, create an account and take part in LPI Learning programmes.',
  },
  body: {
    id: `## 1. Penerimaan syarat
Situs dan layanan LPI Learning ("kami") diselenggarakan oleh unit pembelajaran lembaga penjaminan dan kebijakan infrastruktur yang berkedudukan di Jakarta. Dengan mengakses situs, membuat akun, atau mengikuti program kami, Anda menyatakan telah membaca, memahami, dan menyetujui Syarat Penggunaan ini beserta Kebijakan Privasi dan Kebijakan Cookie.
## 2. Akun pengguna
- Anda wajib memberikan data yang benar, lengkap, dan terbaru saat mendaftar.
- Satu akun hanya untuk satu orang dan tidak boleh dipindahtangankan.
- Anda bertanggung jawab menjaga kerahasiaan kata sandi dan atas seluruh aktivitas yang terjadi melalui akun Anda.
- Segera beri tahu kami melalui info@lpi-learning.test bila Anda menduga akun Anda digunakan tanpa izin.
Pengguna berusia di bawah 18 tahun hanya dapat mendaftar dengan persetujuan orang tua atau wali.
## 3. Penggunaan yang dilarang
Anda tidak diperkenankan:
- memperoleh akses tanpa hak ke sistem, akun pengguna lain, soal ujian, atau kunci jawaban;
- menyebarkan konten yang melanggar hukum, menyesatkan, mengandung ujaran kebencian, atau melanggar hak pihak lain;
- menggunakan program otomatis untuk mengambil konten situs secara massal tanpa izin tertulis;
- mengganggu keamanan atau kinerja situs, termasuk menyebarkan perangkat lunak berbahaya.
Pelanggaran dapat mengakibatkan penangguhan atau penutupan akun, dan bila perlu dilaporkan kepada aparat penegak hukum sesuai Undang-Undang Informasi dan Transaksi Elektronik.
## 4. Kursus, sertifikat, dan program berbayar
Kursus online mandiri disediakan tanpa biaya. Program sertifikasi CP3P dan pelatihan tertentu dikenakan biaya yang tercantum pada halaman pendaftaran dalam Rupiah. Pendaftaran dianggap sah setelah pembayaran diverifikasi. Biaya yang telah dibayarkan tidak dapat dikembalikan, kecuali program dibatalkan oleh kami; dalam hal itu biaya dikembalikan penuh atau dialihkan ke jadwal berikutnya atas pilihan Anda.
Sertifikat elektronik diterbitkan atas nama pemegang akun dan hanya sah bila dapat diverifikasi melalui kode uniknya di situs ini. Mengubah atau memalsukan sertifikat merupakan pelanggaran hukum.
## 5. Konten yang Anda kirimkan
Pertanyaan, komentar, dan berkas yang Anda unggah ke forum diskusi tetap menjadi milik Anda. Dengan mengirimkannya, Anda memberi kami izin noneksklusif dan tanpa royalti untuk menampilkannya kepada peserta kursus dan menggunakannya untuk perbaikan materi. Kami dapat menyunting atau menghapus konten yang melanggar Pedoman Forum.
## 6. Hak kekayaan intelektual
Materi kursus, publikasi, video, dan merek di situs ini dilindungi hak cipta dan hak kekayaan intelektual lainnya. Ketentuan penggunaan ulang materi diatur dalam halaman Hak Cipta.
## 7. Tautan ke pihak ketiga
Situs ini memuat tautan ke situs lembaga lain sebagai sumber eksternal. Kami tidak mengendalikan dan tidak bertanggung jawab atas isi maupun praktik privasi situs tersebut.
## 8. Batasan tanggung jawab
Materi di situs ini disediakan untuk tujuan pembelajaran dan bukan merupakan nasihat hukum, keuangan, atau investasi untuk proyek tertentu. Sejauh diizinkan oleh hukum, kami tidak bertanggung jawab atas kerugian yang timbul dari keputusan yang diambil semata-mata berdasarkan materi tersebut, maupun atas gangguan layanan di luar kendali wajar kami.
## 9. Perubahan layanan dan syarat
Kami dapat mengubah, menambah, atau menghentikan sebagian layanan, serta memperbarui Syarat Penggunaan ini. Perubahan penting kami umumkan melalui situs atau email paling lambat 14 hari sebelum berlaku. Tanggal pembaruan terakhir tercantum di bagian atas halaman ini.
## 10. Hukum yang berlaku dan penyelesaian sengketa
Syarat Penggunaan ini tunduk pada hukum Republik Indonesia. Sengketa diupayakan selesai secara musyawarah dalam 30 hari; bila tidak tercapai, para pihak sepakat menyelesaikannya melalui Pengadilan Negeri Jakarta Pusat.
## 11. Hubungi kami
Pertanyaan tentang Syarat Penggunaan dapat dikirim ke info@lpi-learning.test atau ke alamat kantor kami di Sahid Sudirman Center Lt. 47, Jl. Jenderal Sudirman Kav. 86, Jakarta Pusat 10220.`,
    en: `## 1. Accepting these terms
The LPI Learning site and services ("we") are run by the learning unit of an infrastructure guarantee and policy institute based in Jakarta. By visiting the site, creating an account or taking part in our programmes, you confirm that you have read, understood and agreed to these Terms of Use together with the Privacy Policy and the Cookies Policy.
## 2. Your account
- Give true, complete and current information when you register.
- An account belongs to one person and may not be transferred.
- You are responsible for keeping your password secret and for everything done through your account.
- Tell us at info@lpi-learning.test straight away if you suspect someone else is using your account.
Users under 18 may only register with the consent of a parent or guardian.
## 3. What you may not do
You may not:
- gain unauthorised access to the systems, other users' accounts, exam questions or answer keys;
- post content that is unlawful, misleading, hateful or that infringes the rights of others;
- use automated programs to copy the site's content in bulk without our written permission;
- interfere with the security or performance of the site, including by spreading malicious software.
Breaches may lead to suspension or closure of the account and, where needed, a report to the authorities under Indonesia's Electronic Information and Transactions Law.
## 4. Courses, certificates and paid programmes
Self-paced online courses are free. The CP3P certification and some training carry the fee shown in Rupiah on the registration page. A registration is confirmed once payment is verified. Fees are not refundable unless we cancel the programme, in which case we refund the fee in full or move you to the next intake, as you prefer.
E-certificates are issued in the account holder's name and are valid only if they can be verified through their unique code on this site. Altering or forging a certificate is against the law.
## 5. Content you submit
Questions, comments and files you post in the discussion forum remain yours. By posting them you give us a non-exclusive, royalty-free permission to show them to course participants and to use them to improve our materials. We may edit or remove content that breaks the Forum Guideline.
## 6. Intellectual property
Course materials, publications, videos and marks on this site are protected by copyright and other intellectual property rights. How you may reuse them is set out on the Copyright page.
## 7. Third-party links
The site links to other institutions' websites as external resources. We do not control, and are not responsible for, their content or privacy practices.
## 8. Limitation of liability
The materials on this site are for learning and are not legal, financial or investment advice for any particular project. As far as the law allows, we are not liable for losses arising from decisions based solely on these materials, nor for service interruptions beyond our reasonable control.
## 9. Changes to the service and these terms
We may change, add to or discontinue parts of the service and may update these Terms of Use. We announce material changes on the site or by email at least 14 days before they take effect. The date of the last update is shown at the top of this page.
## 10. Governing law and disputes
These Terms of Use are governed by the laws of the Republic of Indonesia. Disputes will first be settled by consultation within 30 days; failing that, the parties agree to the Central Jakarta District Court.
## 11. Contact us
Send questions about these terms to info@lpi-learning.test or to our office at Sahid Sudirman Center, 47th Floor, Jl. Jenderal Sudirman Kav. 86, Central Jakarta 10220.`,
  },
}
