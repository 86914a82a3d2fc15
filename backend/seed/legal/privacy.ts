import type { TPolicySeed } from './types'

export const PRIVACY: TPolicySeed = {
  key: 'privacy-policy',
  lastUpdated: '2026-01-15',
  title: { id: 'Kebijakan Privasi', en: 'Privacy Policy' },
  summary: {
    id: 'Bagaimana LPI Learning memproses data pribadi Anda sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
    en: 'How LPI Learning processes your personal data under Law No. 27 of 2022 on Personal Data Protection.',
  },
  body: {
    id: `## 1. Siapa kami
LPI Learning bertindak sebagai Pengendali Data Pribadi atas data yang dikumpulkan melalui situs ini, sebagaimana dimaksud dalam Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi ("UU PDP") dan Peraturan Pemerintah Nomor 71 Tahun 2019 tentang Penyelenggaraan Sistem dan Transaksi Elektronik.
## 2. Data yang kami kumpulkan
- Data identitas dan kontak: nama lengkap, email, nomor telepon, tempat dan tanggal lahir, jenis kelamin, domisili.
- Data profesi dan pendidikan: pekerjaan, instansi, jabatan, sektor industri, pendidikan terakhir, pengalaman kerja.
- Data pembelajaran: kursus yang diikuti, kemajuan belajar, nilai kuis dan ujian, sertifikat, serta tulisan di forum diskusi.
- Data transaksi: bukti pembayaran program berbayar dan data penagihan.
- Data teknis: alamat IP, jenis peramban, halaman yang dikunjungi, dan cookie sebagaimana dijelaskan dalam Kebijakan Cookie.
Bila Anda masuk dengan Google atau LinkedIn, kami hanya menerima nama, email, dan foto profil yang Anda izinkan.
## 3. Dasar dan tujuan pemrosesan
Sesuai Pasal 20 UU PDP, kami memproses data pribadi berdasarkan:
- persetujuan Anda, misalnya untuk buletin dan informasi program;
- pemenuhan perjanjian, yaitu menyediakan akun, kursus, ujian, sertifikat, dan program yang Anda ikuti;
- kewajiban hukum, misalnya pencatatan transaksi keuangan;
- kepentingan yang sah, misalnya menjaga keamanan sistem dan menyusun statistik agregat untuk perbaikan layanan.
Kami tidak menjual data pribadi Anda dan tidak menggunakannya untuk pengambilan keputusan otomatis yang berdampak hukum bagi Anda.
## 4. Pihak yang menerima data
Data dapat dibagikan secara terbatas kepada:
- prosesor data yang membantu kami, seperti penyedia pusat data, layanan email, dan gerbang pembayaran, berdasarkan perjanjian pemrosesan data;
- lembaga sertifikasi mitra program CP3P, khusus data peserta yang diperlukan untuk ujian dan penerbitan sertifikat;
- pemberi kerja atau instansi yang memverifikasi sertifikat Anda, sebatas nama, judul kursus, dan tanggal terbit;
- instansi pemerintah atau aparat penegak hukum bila diwajibkan oleh peraturan perundang-undangan.
## 5. Transfer ke luar negeri
Bila data perlu dikirim ke luar wilayah Indonesia, misalnya ke lembaga sertifikasi internasional, kami memastikan negara tujuan atau penerima memiliki tingkat pelindungan yang setara atau lebih tinggi sesuai Pasal 56 UU PDP, atau meminta persetujuan Anda terlebih dahulu.
## 6. Penyimpanan data
Data akun disimpan selama akun aktif dan dihapus atau dianonimkan paling lambat dua tahun setelah akun ditutup. Catatan transaksi keuangan disimpan selama sepuluh tahun sesuai ketentuan dokumen perusahaan. Data sertifikat disimpan selama sertifikat dapat diverifikasi.
## 7. Keamanan
Kami menerapkan langkah teknis dan organisasi yang wajar: enkripsi koneksi (HTTPS), kata sandi yang disimpan dalam bentuk hash, pembatasan akses berdasarkan peran, serta pencatatan akses. Bila terjadi kegagalan pelindungan data pribadi, kami memberi tahu Anda dan lembaga penyelenggara pelindungan data pribadi paling lambat 3 x 24 jam sesuai Pasal 46 UU PDP.
## 8. Hak Anda
Sebagai subjek data pribadi, Anda berhak:
1. memperoleh informasi dan mengakses salinan data pribadi Anda;
2. memperbaiki data yang tidak akurat;
3. meminta penghapusan atau pemusnahan data;
4. menarik kembali persetujuan yang telah diberikan;
5. menunda atau membatasi pemrosesan;
6. memperoleh dan memindahkan data Anda dalam format yang umum digunakan;
7. mengajukan keberatan atas pemrosesan otomatis.
Sebagian hak dapat Anda jalankan sendiri melalui Pengaturan Akun. Permintaan lain kami tanggapi paling lambat 3 x 24 jam sejak identitas Anda terverifikasi.
## 9. Anak
Layanan kami ditujukan bagi orang dewasa. Data pribadi anak di bawah 18 tahun hanya diproses dengan persetujuan orang tua atau wali, sesuai Pasal 25 UU PDP.
## 10. Pejabat Pelindungan Data Pribadi
Pertanyaan, permintaan, atau keluhan terkait data pribadi dapat disampaikan kepada Pejabat Pelindungan Data Pribadi kami melalui privasi@lpi-learning.test atau surat ke Sahid Sudirman Center Lt. 47, Jl. Jenderal Sudirman Kav. 86, Jakarta Pusat 10220.
## 11. Perubahan kebijakan
Kami dapat memperbarui kebijakan ini. Perubahan penting diberitahukan melalui email atau pemberitahuan di situs sebelum berlaku.`,
    en: `## 1. Who we are
LPI Learning is the Personal Data Controller of the data collected through this site, within the meaning of Law No. 27 of 2022 on Personal Data Protection ("PDP Law") and Government Regulation No. 71 of 2019 on Electronic Systems and Transactions.
## 2. Data we collect
- Identity and contact data: full name, email, phone number, place and date of birth, gender, location.
- Professional and education data: occupation, organisation, position, industry sector, highest education, work experience.
- Learning data: the courses you take, your progress, quiz and exam scores, certificates and your forum posts.
- Transaction data: proof of payment for paid programmes and billing details.
- Technical data: IP address, browser type, pages visited, and the cookies described in the Cookies Policy.
If you sign in with Google or LinkedIn, we receive only the name, email and profile picture you allow.
## 3. Legal bases and purposes
Under Article 20 of the PDP Law we process personal data on the basis of:
- your consent, for example for the newsletter and programme information;
- performance of a contract, that is providing your account, courses, exams, certificates and programmes;
- legal obligations, for example keeping financial records;
- legitimate interests, for example keeping our systems secure and compiling aggregate statistics to improve the service.
We do not sell your personal data and do not use it for automated decisions with legal effects on you.
## 4. Who receives your data
Data may be shared, to a limited extent, with:
- processors who help us, such as data-centre, email and payment-gateway providers, under data processing agreements;
- the partner certification body of the CP3P programme, only for the participant data needed for exams and certificates;
- employers or agencies verifying your certificate, limited to your name, the course title and the date of issue;
- government agencies or law enforcement where the law requires it.
## 5. Transfers abroad
Where data must be sent outside Indonesia, for example to an international certification body, we make sure the destination country or recipient offers an equal or higher level of protection as required by Article 56 of the PDP Law, or we ask for your consent first.
## 6. How long we keep data
Account data is kept while the account is active and deleted or anonymised no later than two years after it is closed. Financial records are kept for ten years under company record-keeping rules. Certificate data is kept for as long as the certificate can be verified.
## 7. Security
We apply reasonable technical and organisational measures: encrypted connections (HTTPS), hashed passwords, role-based access and access logging. If a personal data breach occurs, we notify you and the personal data protection authority within 3 x 24 hours as required by Article 46 of the PDP Law.
## 8. Your rights
As a data subject you have the right to:
1. be informed about and obtain a copy of your personal data;
2. correct inaccurate data;
3. ask for your data to be deleted or destroyed;
4. withdraw the consent you gave;
5. suspend or restrict processing;
6. obtain and transfer your data in a commonly used format;
7. object to automated processing.
You can exercise some of these rights yourself in Account Settings. We answer other requests within 3 x 24 hours of verifying your identity.
## 9. Children
Our services are meant for adults. Personal data of children under 18 is processed only with the consent of a parent or guardian, as required by Article 25 of the PDP Law.
## 10. Data Protection Officer
Send questions, requests or complaints about personal data to our Data Protection Officer at privasi@lpi-learning.test or by post to Sahid Sudirman Center, 47th Floor, Jl. Jenderal Sudirman Kav. 86, Central Jakarta 10220.
## 11. Changes to this policy
We may update this policy. We announce material changes by email or on the site before they take effect.`,
  },
}
