import type { TPolicySeed } from './types'

export const FORUM_GUIDELINES: TPolicySeed = {
  key: 'forum-guidelines',
  lastUpdated: '2025-11-03',
  title: { id: 'Pedoman Forum Diskusi Kursus', en: 'Course Discussion Forum Guideline' },
  summary: {
    id: 'Forum diskusi kursus adalah ruang belajar bersama para praktisi. Pedoman ini menjaga diskusi tetap sopan, relevan, dan aman bagi semua peserta.',
    en: 'The course discussion forum is a shared learning space for practitioners. This guideline keeps discussions courteous, relevant and safe for everyone.',
  },
  body: {
    id: `## Prinsip dasar
1. Hormati sesama peserta, pengajar, dan mentor. Kritik gagasan, bukan orangnya.
2. Tetap pada topik. Buat utas di bab yang sesuai agar mudah ditemukan peserta lain.
3. Cari dahulu sebelum bertanya. Pertanyaan Anda mungkin sudah dijawab di utas lain.
4. Tulis judul utas yang jelas, misalnya "Perbedaan AP dan user charge pada KPBU jalan", bukan "Tolong bantu".
5. Gunakan bahasa Indonesia atau bahasa Inggris yang baik dan mudah dipahami.
## Yang tidak diperbolehkan
- Membagikan jawaban kuis atau soal ujian, baik sebagian maupun seluruhnya.
- Ujaran kebencian, pelecehan, atau komentar yang merendahkan berdasarkan suku, agama, ras, antargolongan, gender, atau disabilitas.
- Promosi produk, jasa, atau lowongan tanpa izin pengelola forum.
- Membagikan data pribadi milik sendiri maupun orang lain, seperti nomor telepon, alamat, atau nomor identitas.
- Membagikan dokumen proyek yang bersifat rahasia atau belum dipublikasikan oleh instansi pemiliknya.
- Menyalin tulisan orang lain tanpa menyebutkan sumber.
## Berbagi pengalaman proyek
Kami mendorong Anda menceritakan pengalaman menangani proyek infrastruktur. Sebutkan konteks secukupnya (sektor, tahap proyek, jenis kendala) tanpa membuka informasi yang dirahasiakan dalam perjanjian. Pendapat pribadi sebaiknya dinyatakan sebagai pendapat pribadi, bukan sikap resmi instansi Anda.
## Peran pengajar dan mentor
Pengajar dan mentor memantau forum dan berusaha menjawab pertanyaan tentang materi dalam tiga hari kerja. Jawaban yang ditandai oleh pengajar dapat dijadikan rujukan oleh peserta lain.
## Moderasi
Pengelola forum dapat menyunting, menyembunyikan, atau menghapus tulisan yang melanggar pedoman ini. Pelanggaran berulang dapat berakibat pada pembatasan akses forum atau penutupan akun sesuai Syarat Penggunaan.
## Melaporkan tulisan
Bila Anda menemukan tulisan yang melanggar pedoman, gunakan tombol laporkan pada tulisan tersebut atau kirim email ke forum@lpi-learning.test dengan menyertakan tautan utas.`,
    en: `## Basic principles
1. Respect fellow participants, lecturers and mentors. Criticise ideas, not people.
2. Stay on topic. Start threads in the right chapter so other participants can find them.
3. Search before you ask. Your question may already be answered in another thread.
4. Write a clear thread title, such as "AP versus user charges in toll-road PPPs", not "Please help".
5. Write in clear Indonesian or English.
## Not allowed
- Sharing quiz answers or exam questions, in part or in full.
- Hate speech, harassment or demeaning remarks about ethnicity, religion, race, group, gender or disability.
- Promoting products, services or job openings without the moderators' permission.
- Sharing your own or anyone else's personal data, such as phone numbers, addresses or ID numbers.
- Sharing project documents that are confidential or not yet published by the agency that owns them.
- Copying other people's writing without citing the source.
## Sharing project experience
We encourage you to share your experience with infrastructure projects. Give enough context (sector, project stage, kind of problem) without revealing information that is confidential under an agreement. Present personal opinions as your own, not as the official position of your organisation.
## Lecturers and mentors
Lecturers and mentors watch the forum and aim to answer questions about the material within three working days. Answers marked by a lecturer can serve as a reference for other participants.
## Moderation
Moderators may edit, hide or remove posts that break this guideline. Repeated breaches may lead to restricted forum access or account closure under the Terms of Use.
## Reporting a post
If you find a post that breaks this guideline, use the report button on the post or email forum@lpi-learning.test with a link to the thread.`,
  },
}
