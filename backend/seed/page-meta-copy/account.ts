import type { TPageMetaCopyMap } from '../types'

/** Sign-up, sign-in and legal pages. */
export const ACCOUNT_PAGE_META = {
  '/register': {
    id: {
      keyword: 'daftar, buat akun, registrasi',
      description: 'Buat akun LPI Learning gratis untuk mengikuti kursus online, acara, dan program sertifikasi.',
    },
    en: {
      keyword: 'register, create account, sign up',
      description: 'Create a free LPI Learning account to join online courses, events and certification programmes.',
    },
  },
  '/register-thankyou': {
    id: {
      keyword: 'pendaftaran berhasil, aktivasi akun',
      description: 'Terima kasih telah mendaftar; periksa email Anda untuk mengaktifkan akun.',
    },
    en: {
      keyword: 'registration complete, account activation',
      description: 'Thank you for registering; check your email to activate your account.',
    },
  },
  '/login': {
    id: { keyword: 'masuk, login, akun', description: 'Masuk ke akun LPI Learning untuk melanjutkan pembelajaran Anda.' },
    en: { keyword: 'login, sign in, account', description: 'Sign in to your LPI Learning account to continue learning.' },
  },
  '/forgot-password': {
    id: {
      keyword: 'lupa kata sandi, atur ulang kata sandi',
      description: 'Minta tautan untuk mengatur ulang kata sandi akun LPI Learning Anda.',
    },
    en: {
      keyword: 'forgot password, reset password',
      description: 'Request a link to reset the password of your LPI Learning account.',
    },
  },
  '/copyright': {
    id: { keyword: 'hak cipta, lisensi konten', description: 'Ketentuan hak cipta dan penggunaan ulang konten LPI Learning.' },
    en: { keyword: 'copyright, content licence', description: 'Copyright terms and rules for reusing LPI Learning content.' },
  },
  '/cookies-policy': {
    id: { keyword: 'kebijakan cookie, cookie', description: 'Cookie yang digunakan situs LPI Learning dan cara mengelolanya.' },
    en: { keyword: 'cookies policy, cookies', description: 'The cookies the LPI Learning site uses and how to manage them.' },
  },
  '/privacy-policy': {
    id: {
      keyword: 'kebijakan privasi, data pribadi',
      description: 'Cara LPI Learning mengumpulkan, menggunakan, dan melindungi data pribadi Anda.',
    },
    en: {
      keyword: 'privacy policy, personal data',
      description: 'How LPI Learning collects, uses and protects your personal data.',
    },
  },
  '/term-of-use': {
    id: {
      keyword: 'syarat penggunaan, ketentuan layanan',
      description: 'Syarat dan ketentuan yang berlaku saat menggunakan situs dan layanan LPI Learning.',
    },
    en: {
      keyword: 'terms of use, terms of service',
      description: 'The terms and conditions that apply when you use the LPI Learning site and services.',
    },
  },
  '/forum-guideline': {
    id: {
      keyword: 'pedoman forum, etika diskusi',
      description: 'Pedoman berdiskusi yang sopan dan bermanfaat di forum kursus LPI Learning.',
    },
    en: {
      keyword: 'forum guideline, discussion etiquette',
      description: 'Guidelines for respectful and useful discussion in LPI Learning course forums.',
    },
  },
} satisfies TPageMetaCopyMap
