import type { TNavGroup } from './types'

/** What visitors read: the library, research, programmes of study, documents, newsletters, FAQ and shared lists. */
export const contentGroup = {
  label: { id: 'Konten', en: 'Content' },
  collections: {
    'elibrary-items': {
      singular: { id: 'Item E-Library', en: 'E-Library item' },
      plural: { id: 'Item E-Library', en: 'E-Library items' },
      description: {
        id: 'Buku, video, audio, dan tautan luar di E-Library. Jenisnya menentukan halaman detail dan media yang tampil.',
        en: 'Books, videos, audio and external links in the E-Library. The type decides the detail page and which media show.',
      },
    },
    'elibrary-types': {
      singular: { id: 'Jenis E-Library', en: 'E-Library type' },
      plural: { id: 'Jenis E-Library', en: 'E-Library types' },
      description: {
        id: 'Jenis isi E-Library (video, buku, sumber luar, …). ID-nya dipakai di tautan menu (?type=…), jadi jangan diubah.',
        en: 'Kinds of E-Library content (video, book, external resource, …). Menu links use the id (?type=…), so keep it.',
      },
    },
    'library-files': {
      singular: { id: 'Berkas E-Library', en: 'E-Library file' },
      plural: { id: 'Berkas E-Library', en: 'E-Library files' },
      description: { id: 'Audio dan dokumen yang ditawarkan item E-Library. Gambar disimpan di Gambar.', en: 'Audio and documents offered by E-Library items. Images go in Images.' },
    },
    research: {
      singular: { id: 'Riset', en: 'Research project' },
      plural: { id: 'Riset', en: 'Research' },
      description: { id: 'Proyek riset yang sedang berjalan dan yang selesai; setiap bab punya halamannya sendiri.', en: 'Ongoing and completed research; each chapter gets its own page.' },
    },
    'education-programs': {
      singular: { id: 'Program edukasi', en: 'Education programme' },
      plural: { id: 'Program edukasi', en: 'Education programmes' },
      description: { id: 'Program pelatihan di halaman Edukasi. Program utama juga tampil di menu.', en: 'The training programmes of the Education page. Main ones also appear in the menu.' },
    },
    'project-documents': {
      singular: { id: 'Dokumen proyek', en: 'Project document' },
      plural: { id: 'Dokumen proyek', en: 'Project documents' },
      description: { id: 'Templat dan contoh dokumen proyek KPBU (/template dan /example).', en: 'Templates and worked examples of PPP project documents (/template and /example).' },
    },
    'resource-files': {
      singular: { id: 'Berkas templat', en: 'Template file' },
      plural: { id: 'Berkas templat & contoh', en: 'Template & example files' },
      description: { id: 'Unduhan dokumen proyek: PDF, Word, Excel, atau PowerPoint, paling besar 20 MB.', en: 'Downloads of the project documents: PDF, Word, Excel or PowerPoint, up to 20 MB.' },
    },
    'cop-newsletters': {
      singular: { id: 'Buletin Komunitas Praktisi', en: 'Community of practice newsletter' },
      plural: { id: 'Buletin Komunitas Praktisi', en: 'Community of practice newsletters' },
      description: { id: 'Arsip buletin Komunitas Praktisi (/outreach/cop), edisi terbaru di atas.', en: 'The community of practice newsletter archive (/outreach/cop), newest issue first.' },
    },
    'newsletter-files': {
      singular: { id: 'Berkas buletin', en: 'Newsletter file' },
      plural: { id: 'Berkas buletin', en: 'Newsletter files' },
      description: { id: 'Edisi PDF buletin, paling besar 10 MB.', en: 'The PDF issues of the newsletter, up to 10 MB.' },
    },
    faqs: {
      singular: { id: 'Pertanyaan FAQ', en: 'FAQ' },
      plural: { id: 'FAQ', en: 'FAQs' },
      description: { id: 'Pertanyaan dan jawaban per kategori. Tandai "highlight" agar tampil di pertanyaan populer.', en: 'Questions and answers by category. Tick "highlight" to show one among the popular questions.' },
    },
    'faq-categories': {
      singular: { id: 'Kategori FAQ', en: 'FAQ category' },
      plural: { id: 'Kategori FAQ', en: 'FAQ categories' },
      description: { id: 'Tab halaman FAQ. Slug-nya adalah nilai ?category= yang dibagikan.', en: 'The tabs of the FAQ page. The slug is the shareable ?category= value.' },
    },
    universities: {
      singular: { id: 'Universitas', en: 'University' },
      plural: { id: 'Universitas', en: 'Universities' },
      description: { id: 'Universitas program UniID, tampil di /uniid menurut nama.', en: 'The universities of the UniID programme, listed on /uniid by name.' },
    },
    topics: {
      singular: { id: 'Topik', en: 'Topic' },
      plural: { id: 'Topik', en: 'Topics' },
      description: { id: 'Topik bersama E-Library, riset, dan acara; setiap topik menyebut bagian tempat ia dipakai.', en: 'Topics shared by the E-Library, research and events; each says where it applies.' },
    },
    media: {
      singular: { id: 'Gambar', en: 'Image' },
      plural: { id: 'Gambar', en: 'Images' },
      description: { id: 'Gambar untuk sampul, banner, dan isi halaman. Isi teks alternatif untuk pembaca layar.', en: 'Images for covers, banners and page content. Fill in the alternative text for screen readers.' },
    },
  },
  globals: {},
} satisfies TNavGroup
