import type { Navigation } from '../payload-types'
import type { TEventTopicIds } from './event-topics'
import type { TBilingual, TInternalLink } from './types'

type TMenuType = NonNullable<Navigation['items']>[number]['type']

export type TNavigationItemSeed = {
  type: TMenuType
  title: TBilingual
  intro: TBilingual
  permalink: TInternalLink
  permalinkLabel: TBilingual
  links: { label: TBilingual; permalink: TInternalLink }[]
}

const more: TBilingual = { id: 'Selengkapnya', en: 'Learn more' }

/**
 * Main navigation (SPEC.md section 2): one dropdown per area. The Outreach and Education entries link to
 * the events page filtered by their event topic, whose ids the database chose when the topics were seeded.
 */
export function navigationItems(eventTopics: TEventTopicIds): TNavigationItemSeed[] {
  return [
    {
      type: 'aboutus',
      title: { id: 'Tentang Kami', en: 'About Us' },
      intro: {
        id: 'LPI Learning memperkuat kapasitas para pelaku pembangunan infrastruktur Indonesia melalui edukasi, riset, dan kemitraan.',
        en: "LPI Learning builds the capacity of Indonesia's infrastructure practitioners through education, research and partnership.",
      },
      permalink: '/about-us',
      permalinkLabel: more,
      links: [
        { label: { id: 'Catatan CEO', en: "CEO's Notes" }, permalink: '/about-us#ceo-notes' },
        { label: { id: 'Tujuan Kami', en: 'Our Purpose' }, permalink: '/about-us#our-purpose' },
        { label: { id: 'Visi & Misi', en: 'Vision & Mission' }, permalink: '/about-us#vision-mission' },
        { label: { id: 'Apa yang Kami Lakukan', en: 'What We Do' }, permalink: '/about-us#what-we-do' },
        { label: { id: 'Penghargaan', en: 'Awards' }, permalink: '/about-us#awards' },
        { label: { id: 'Kemitraan', en: 'Partnership' }, permalink: '/about-us#partnership' },
        { label: { id: 'Penasihat Akademik', en: 'Academic Advisor' }, permalink: '/about-us#academic-advisor' },
      ],
    },
    {
      type: 'education',
      title: { id: 'Edukasi', en: 'Education' },
      intro: {
        id: 'Pelatihan dan sertifikasi bagi aparatur pemerintah, BUMN, dan sektor swasta untuk merencanakan, membiayai, dan mengelola proyek infrastruktur.',
        en: 'Training and certification that help government officials, state-owned enterprises and the private sector plan, finance and manage infrastructure projects.',
      },
      permalink: '/education',
      permalinkLabel: more,
      links: [
        { label: { id: 'Program Utama', en: 'Main Programs' }, permalink: '/education#main-programs' },
        { label: { id: 'Program Lainnya', en: 'Other Programs' }, permalink: '/education#other-programs' },
        { label: { id: 'Acara Edukasi', en: 'Educational Events' }, permalink: `/event?topic=${eventTopics.education}` },
        { label: { id: 'Kursus Online', en: 'Online Courses' }, permalink: '/education/online-course' },
      ],
    },
    {
      type: 'research',
      title: { id: 'Riset', en: 'Research' },
      intro: {
        id: 'Kajian kebijakan dan studi terapan tentang pembiayaan infrastruktur, Kerja Sama Pemerintah dan Badan Usaha (KPBU), serta pembangunan berkelanjutan.',
        en: 'Policy papers and applied studies on infrastructure finance, public-private partnerships (PPP) and sustainable development.',
      },
      permalink: '/research',
      permalinkLabel: more,
      links: [
        { label: { id: 'Riset Berjalan', en: 'On-going Research' }, permalink: '/research#on-going' },
        { label: { id: 'Riset Selesai', en: 'Completed Research' }, permalink: '/research#completed' },
        { label: { id: 'Pengelolaan Jurnal', en: 'Journal Management' }, permalink: '/research#journal-management' },
      ],
    },
    {
      type: 'elibrary',
      title: { id: 'E-Library', en: 'E-Library' },
      intro: {
        id: 'Video, perangkat kerja, bab buku, dan publikasi yang dapat diakses gratis untuk belajar mandiri kapan saja.',
        en: 'Videos, toolkits, book chapters and publications you can use for free to learn at your own pace.',
      },
      permalink: '/e-library',
      permalinkLabel: more,
      // Its types and latest items come live from the e-library (backend/services/menu/feeds.ts).
      links: [],
    },
    {
      type: 'outreach',
      title: { id: 'Kemitraan', en: 'Outreach' },
      intro: {
        id: 'Kolaborasi dengan pemerintah daerah, perguruan tinggi, dan mitra pembangunan untuk menyebarkan pengetahuan infrastruktur.',
        en: 'Collaboration with local governments, universities and development partners to share infrastructure knowledge.',
      },
      permalink: '/outreach',
      permalinkLabel: more,
      links: [
        { label: { id: 'Acara Kemitraan', en: 'Outreach Events' }, permalink: `/event?topic=${eventTopics.outreach}#past-event` },
        { label: { id: 'Sumber Eksternal', en: 'External Resources' }, permalink: '/e-library?type=21' },
        { label: { id: 'Komunitas Praktisi', en: 'Community of Practice' }, permalink: '/outreach/cop' },
      ],
    },
    {
      type: 'event',
      title: { id: 'Acara', en: 'Events' },
      intro: {
        id: 'Webinar, lokakarya, dan forum diskusi yang mempertemukan praktisi, akademisi, dan pembuat kebijakan.',
        en: 'Webinars, workshops and discussion forums that bring practitioners, academics and policymakers together.',
      },
      permalink: '/event',
      permalinkLabel: { id: 'Lihat semua acara', en: 'See all events' },
      links: [
        { label: { id: 'Acara Mendatang', en: 'Upcoming Events' }, permalink: '/event#upcoming' },
        { label: { id: 'Acara Sebelumnya', en: 'Past Events' }, permalink: '/event#past-event' },
      ],
    },
  ]
}
