import type { TNavGroup } from './types'

/** The site's fixed pages and what surrounds every page: menu, banners, footer, metadata, policies. */
export const pagesGroup = {
  label: { id: 'Halaman situs', en: 'Site pages' },
  collections: {
    banners: {
      singular: { id: 'Banner', en: 'Banner' },
      plural: { id: 'Banner', en: 'Banners' },
      description: { id: 'Banner di atas halaman dan slide beranda. Yang aktif dan terbit tampil menurut urutan.', en: 'Page-top banners and the home slider. Published, active ones show in their order.' },
    },
    'page-meta': {
      singular: { id: 'Metadata halaman', en: 'Page metadata' },
      plural: { id: 'Metadata halaman', en: 'Page metadata' },
      description: { id: 'Judul, kata kunci, deskripsi, dan gambar untuk mesin pencari dan media sosial, per alamat halaman.', en: 'Title, keywords, description and image for search engines and social media, per page address.' },
    },
    'policy-pages': {
      singular: { id: 'Halaman kebijakan', en: 'Policy page' },
      plural: { id: 'Halaman kebijakan', en: 'Policy pages' },
      description: { id: 'Syarat dan ketentuan, hak cipta, kebijakan privasi, kebijakan cookie, dan pedoman forum.', en: 'Terms and conditions, copyright, privacy policy, cookie policy and forum guidelines.' },
    },
  },
  globals: {
    navigation: {
      label: { id: 'Menu utama', en: 'Main menu' },
      description: { id: 'Menu di kepala situs: satu entri per bagian, dengan pengantar dan tautan menu turunnya.', en: 'The header menu: one entry per area, with its dropdown intro and links.' },
    },
    'site-settings': {
      label: { id: 'Pengaturan situs', en: 'Site settings' },
      description: { id: 'Alamat di kaki halaman, kontak, media sosial, dan metadata bawaan halaman.', en: 'Footer address, contacts, social links and the default page metadata.' },
    },
    'about-page': {
      label: { id: 'Halaman Tentang Kami', en: 'About us page' },
      description: { id: 'Satu tab per bagian halaman /about-us. Simpan sebagai draf, terbitkan saat siap.', en: 'One tab per section of /about-us. Save a draft, publish when ready.' },
    },
    'expertise-page': {
      label: { id: 'Halaman Keahlian', en: 'Expertise page' },
      description: { id: 'Pengantar, bidang keahlian, dan ajakan penutup.', en: 'Introduction, areas of expertise and the closing call to action.' },
    },
    'advocacy-page': {
      label: { id: 'Halaman Advokasi', en: 'Advocacy page' },
      description: { id: 'Pengantar, bidang advokasi, dan ajakan penutup.', en: 'Introduction, areas of advocacy and the closing call to action.' },
    },
    'research-cta': {
      label: { id: 'Ajakan di halaman Riset', en: 'Research call to action' },
      description: { id: 'Ajakan di halaman Riset (pengelolaan jurnal, kolaborasi).', en: 'The call to action on the research page (journal management, collaboration).' },
    },
    'education-page': {
      label: { id: 'Halaman Edukasi', en: 'Education page' },
      description: { id: 'Teks di sekitar daftar program di /education.', en: 'The texts around the programmes on /education.' },
    },
    'capacity-building': {
      label: { id: 'Halaman Peningkatan Kapasitas', en: 'Capacity building page' },
      description: { id: 'Delapan bagian halaman program Peningkatan Kapasitas, satu tab per bagian.', en: 'The eight sections of the capacity building page, one tab each.' },
    },
    'outreach-page': {
      label: { id: 'Halaman Kemitraan', en: 'Outreach page' },
      description: { id: 'Pengantar /outreach dan kartu menuju acara kemitraan dan sumber luar.', en: 'The /outreach introduction and the cards leading to outreach events and external resources.' },
    },
    'community-of-practice': {
      label: { id: 'Halaman Komunitas Praktisi', en: 'Community of practice page' },
      description: { id: 'Pengantar, tujuan, keanggotaan, serta manfaat dan kegiatan. Arsip buletin ada di Konten.', en: 'Introduction, purpose, membership, benefits and activities. The newsletter archive is under Content.' },
    },
    'uniid-page': {
      label: { id: 'Halaman UniID', en: 'UniID page' },
      description: { id: 'Teks halaman program UniID; universitasnya ada di Konten › Universitas.', en: 'The texts of the UniID page; its universities are under Content › Universities.' },
    },
  },
} satisfies TNavGroup
