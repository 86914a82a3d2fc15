import type { TNavGroup } from './types'

/** Reference lists and what the system keeps by itself: sessions, tokens, page views, the search index. */
export const systemGroup = {
  label: { id: 'Sistem', en: 'System' },
  collections: {
    'master-options': {
      singular: { id: 'Pilihan formulir', en: 'Form option' },
      plural: { id: 'Pilihan formulir', en: 'Form options' },
      description: { id: 'Daftar pilihan formulir profil (pendidikan, pekerjaan, …), satu grup per daftar.', en: 'The choice lists of the profile form (education, occupation, …), one group per list.' },
    },
    provinces: {
      singular: { id: 'Provinsi', en: 'Province' },
      plural: { id: 'Provinsi', en: 'Provinces' },
      description: { id: 'Provinsi Indonesia dengan kode resmi Kemendagri.', en: "Indonesia's provinces with their official (Kemendagri) codes." },
    },
    cities: {
      singular: { id: 'Kabupaten/kota', en: 'Regency or city' },
      plural: { id: 'Kabupaten/kota', en: 'Regencies & cities' },
      description: { id: 'Kabupaten dan kota, masing-masing dalam provinsinya.', en: 'Regencies and cities, each in its province.' },
    },
    sessions: {
      singular: { id: 'Sesi masuk', en: 'Sign-in session' },
      plural: { id: 'Sesi masuk', en: 'Sign-in sessions' },
      description: { id: 'Sesi portal yang aktif. Menghapus baris mengeluarkan anggota dari perangkat itu.', en: 'Active portal sessions. Deleting a row signs the member out there.' },
    },
    'account-tokens': {
      singular: { id: 'Token akun', en: 'Account token' },
      plural: { id: 'Token akun', en: 'Account tokens' },
      description: { id: 'Tautan aktivasi, reset kata sandi, dan kode ganti email: sekali pakai dan kedaluwarsa.', en: 'Activation links, password resets and email-change codes: single-use and expiring.' },
    },
    'page-views': {
      singular: { id: 'Kunjungan halaman', en: 'Page view' },
      plural: { id: 'Kunjungan halaman', en: 'Page views' },
      description: { id: 'Satu baris per halaman yang dibuka, oleh anggota atau pengunjung anonim (tanpa IP).', en: 'One row per page view, by a member or an anonymous visitor (no IP kept).' },
    },
    'search-entries': {
      singular: { id: 'Entri pencarian', en: 'Search entry' },
      plural: { id: 'Indeks pencarian', en: 'Search index' },
      description: { id: 'Dibangun otomatis dari konten yang terbit; jangan diubah manual.', en: 'Built from published content automatically; never edited by hand.' },
    },
    'payload-jobs': {
      singular: { id: 'Tugas antrean', en: 'Queued job' },
      plural: { id: 'Antrean tugas', en: 'Job queue' },
      description: { id: 'Email yang menunggu dikirim dan yang gagal, dikerjakan oleh runner (admin saja, hanya baca).', en: 'Mail waiting to be sent and mail that failed, worked by the runner (admins only, read-only).' },
    },
  },
  globals: {},
} satisfies TNavGroup
