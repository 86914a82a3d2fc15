/** The report's words in the admin's two languages (the admin follows each staff member's language). */
export const PAGE_VIEWS_LABELS = {
  id: {
    title: 'Kunjungan halaman, 30 hari terakhir',
    intro: 'Dihitung per hari kalender WIB (UTC+7). "Anggota" adalah kunjungan dengan akun yang sedang masuk.',
    total: 'Total kunjungan',
    perDay: 'Kunjungan per hari',
    perPage: 'Kunjungan per halaman',
    day: 'Tanggal',
    page: 'Halaman',
    views: 'Kunjungan',
    members: 'Anggota',
    empty: 'Belum ada kunjungan dalam 30 hari terakhir.',
    topPages: (count: number) => `${count} halaman teratas`,
  },
  en: {
    title: 'Page views, last 30 days',
    intro: 'Counted per calendar day in WIB (UTC+7). "Members" are views by a signed-in account.',
    total: 'Total views',
    perDay: 'Views per day',
    perPage: 'Views per page',
    day: 'Date',
    page: 'Page',
    views: 'Views',
    members: 'Members',
    empty: 'No page views in the last 30 days yet.',
    topPages: (count: number) => `Top ${count} pages`,
  },
} as const

export const pageViewsLabels = (language: string | undefined) => (language === 'en' ? PAGE_VIEWS_LABELS.en : PAGE_VIEWS_LABELS.id)
