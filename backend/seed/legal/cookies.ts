import type { TPolicySeed } from './types'

export const COOKIES: TPolicySeed = {
  key: 'cookie-policy',
  lastUpdated: '2026-01-15',
  title: { id: 'Kebijakan Cookie', en: 'Cookies Policy' },
  summary: {
    id: 'Cookie apa saja yang digunakan situs LPI Learning, untuk apa, dan bagaimana Anda mengelolanya.',
    en: 'Which cookies the LPI Learning site uses, what for, and how you can manage them.',
  },
  body: {
    id: `## Apa itu cookie
Cookie adalah berkas teks kecil yang disimpan peramban Anda ketika mengunjungi situs. Cookie membantu situs mengingat pilihan Anda, menjaga Anda tetap masuk, dan memahami cara situs digunakan.
## Cookie yang kami gunakan
### Cookie yang sangat diperlukan
Cookie ini dibutuhkan agar situs berfungsi dan tidak dapat dinonaktifkan melalui situs:
- auth-token: menyimpan sesi masuk Anda secara aman (HttpOnly) dan berakhir bersamaan dengan masa berlaku sesi;
- type-token dan user-type: menandai jenis token dan peran akun agar halaman anggota dan pengajar ditampilkan dengan benar, berakhir bersama sesi;
- payload-token: sesi staf ketika menggunakan panel pengelolaan konten.
### Cookie preferensi
- locale: mengingat bahasa pilihan Anda (Indonesia atau Inggris) selama 365 hari.
### Cookie analitik
Kami mencatat halaman yang dikunjungi untuk menyusun statistik agregat tentang materi yang paling bermanfaat. Catatan ini disimpan di server kami sendiri dan tidak dibagikan kepada pengiklan.
### Cookie pihak ketiga
Bila Anda memilih masuk dengan Google atau LinkedIn, atau bila verifikasi reCAPTCHA ditampilkan, penyedia tersebut dapat menetapkan cookie sendiri sesuai kebijakan privasi mereka. Video yang disematkan dari YouTube menggunakan mode privasi yang ditingkatkan.
## Mengelola cookie
Anda dapat menghapus atau memblokir cookie melalui pengaturan peramban. Bila cookie yang sangat diperlukan diblokir, Anda tidak akan dapat masuk ke akun maupun mengikuti kursus. Menghapus cookie locale akan mengembalikan situs ke bahasa Indonesia.
## Pertanyaan
Informasi lebih lanjut tentang pemrosesan data pribadi tersedia dalam Kebijakan Privasi. Pertanyaan dapat dikirim ke privasi@lpi-learning.test.`,
    en: `## What cookies are
Cookies are small text files your browser stores when you visit a site. They help the site remember your choices, keep you logged in and understand how the site is used.
## The cookies we use
### Strictly necessary cookies
These are needed for the site to work and cannot be switched off on the site:
- auth-token: keeps your login session securely (HttpOnly) and expires with the session;
- type-token and user-type: record the token type and your account role so member and lecturer pages are shown correctly, and expire with the session;
- payload-token: the staff session when using the content management panel.
### Preference cookies
- locale: remembers your chosen language (Indonesian or English) for 365 days.
### Analytics
We record the pages visited to compile aggregate statistics about which materials are most useful. These records are kept on our own servers and are not shared with advertisers.
### Third-party cookies
If you choose to sign in with Google or LinkedIn, or if a reCAPTCHA check is shown, those providers may set their own cookies under their privacy policies. Videos embedded from YouTube use its privacy-enhanced mode.
## Managing cookies
You can delete or block cookies in your browser settings. If you block strictly necessary cookies you will not be able to log in or take courses. Deleting the locale cookie returns the site to Indonesian.
## Questions
More about how we process personal data is in the Privacy Policy. Send questions to privasi@lpi-learning.test.`,
  },
}
