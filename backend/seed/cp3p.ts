import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '../../lib/i18n/config'
import type { Cp3PProgramme } from '../payload-types'
import { CP3P_PAGE_COPY, CP3P_PROGRAMMES, pick, type TCp3pProgrammeSeed } from './cp3p-copy'
import { paragraphs } from './rich-text'
import { withRowIds } from './row-ids'
import { seedCp3pEngineCourse } from './cp3p-engine'

const section = (title: { id: string; en: string }, body: { id: string; en: string }, locale: Locale) => ({ title: title[locale], body: paragraphs([body[locale]]) })

/** Day n of a range written like "12–16 Januari 2027": "13 Januari 2027" for day 2; other texts stay whole. */
export function dayOf(range: string, day: number): string {
  const match = /^(\d{1,2})–\d{1,2} (.+)$/.exec(range)
  return match ? `${Number(match[1]) + day - 1} ${match[2]}` : range
}

function programmeData(seed: TCp3pProgrammeSeed, locale: Locale, bannerId: number, now: Date, course: number) {
  const L = (text: { id: string; en: string }) => text[locale]
  return {
    title: L(seed.title),
    slug: seed.slug,
    category: L(seed.category),
    banner: bannerId,
    intro: L(seed.intro),
    description: paragraphs(pick(locale, seed.description)),
    schedule: [1, 2].map((day) => ({
      day: locale === 'id' ? `Hari ${day}` : `Day ${day}`,
      date: dayOf(L(seed.date), day),
      sessions: [
        { time: '09:00–12:00', session: locale === 'id' ? 'Kelas dan diskusi' : 'Class and discussion' },
        { time: '13:00–16:00', session: locale === 'id' ? 'Studi kasus' : 'Case study' },
      ],
    })),
    learningObjectives: [
      { text: locale === 'id' ? 'Memahami kerangka KPBU internasional' : 'Understand the international PPP framework' },
      { text: locale === 'id' ? 'Menyusun struktur proyek KPBU' : 'Structure a PPP project' },
    ],
    targetAudience: [{ text: locale === 'id' ? 'Pejabat pemerintah pusat dan daerah' : 'Central and local government officials' }, { text: locale === 'id' ? 'Konsultan dan badan usaha' : 'Advisers and companies' }],
    examStructure: locale === 'id' ? 'Ujian pilihan ganda 60 soal, 90 menit, nilai lulus 60%.' : '60 multiple-choice questions, 90 minutes, pass mark 60%.',
    trainers: [{ name: 'Dr. Rina Hartono', position: locale === 'id' ? 'Pelatih utama CP3P' : 'Lead CP3P trainer', description: locale === 'id' ? '15 tahun pengalaman KPBU.' : '15 years of PPP experience.' }],
    testimonies: [{ name: 'Budi Santoso', role: locale === 'id' ? 'Alumni angkatan 10' : 'Batch 10 alumnus', quote: locale === 'id' ? 'Materinya sangat aplikatif.' : 'Very practical material.' }],
    price: seed.price,
    currency: 'IDR' as const,
    dueDateRegistration: new Date(now.getTime() + seed.dueInDays * 86_400_000).toISOString(),
    capacity: seed.capacity,
    registeredCount: seed.registeredCount,
    deliveryFormat: { course: locale === 'id' ? 'Tatap muka' : 'In person', exam: locale === 'id' ? 'Daring (online)' : 'Online' },
    venue: L(seed.venue),
    date: L(seed.date),
    languages: { course: locale === 'id' ? 'Indonesia' : 'Indonesian', material: locale === 'id' ? 'Inggris' : 'English', exam: locale === 'id' ? 'Inggris' : 'English' },
    downloads: [{ filename: locale === 'id' ? 'Brosur CP3P' : 'CP3P brochure', url: '/e-library', info: 'PDF' }],
    furtherList: [{ title: locale === 'id' ? 'Makan siang dan rehat kopi' : 'Lunch and coffee breaks' }, { title: locale === 'id' ? 'Biaya ujian' : 'Exam fee' }],
    terms: locale === 'id' ? 'Biaya yang sudah dibayar tidak dapat dikembalikan, namun dapat dialihkan ke angkatan berikutnya.' : 'Fees are not refundable but can move to a later batch.',
    course,
    courseName: locale === 'id' ? `Kelas ${L(seed.title)}` : `${L(seed.title)} class`,
    announcements: [{ title: locale === 'id' ? 'Selamat datang di CP3P' : 'Welcome to CP3P', body: locale === 'id' ? 'Kelas dimulai pukul 09:00 WIB.' : 'Classes start at 09:00 WIB.', date: now.toISOString() }],
    feedbackQuestions: [
      { title: locale === 'id' ? 'Kualitas materi' : 'Quality of the material' },
      { title: locale === 'id' ? 'Penyampaian pelatih' : 'Trainer delivery' },
      { title: locale === 'id' ? 'Fasilitas' : 'Facilities' },
    ],
  }
}

/** The cp3p page copy and three programmes (one open, one past its due date, one full), each with its engine course. */
export async function seedCp3p(payload: Payload, req: PayloadRequest, bannerId: number, now = new Date()): Promise<void> {
  const page = (locale: Locale) => ({
    heroTitle: CP3P_PAGE_COPY.heroTitle[locale],
    heroIntro: CP3P_PAGE_COPY.heroIntro[locale],
    description: section(CP3P_PAGE_COPY.description, CP3P_PAGE_COPY.descriptionBody, locale),
    courseOverview: section(CP3P_PAGE_COPY.courseOverview, CP3P_PAGE_COPY.courseOverviewBody, locale),
    benefit: section(CP3P_PAGE_COPY.benefit, CP3P_PAGE_COPY.benefitBody, locale),
    learning: section(CP3P_PAGE_COPY.learning, CP3P_PAGE_COPY.learningBody, locale),
    target: section(CP3P_PAGE_COPY.target, CP3P_PAGE_COPY.targetBody, locale),
    faq: CP3P_PAGE_COPY.faq.map((row) => ({ question: row.question[locale], answer: row.answer[locale] })),
    inhouseIntro: CP3P_PAGE_COPY.inhouseIntro[locale],
  })
  const savedPage = await payload.updateGlobal({ slug: 'cp3p-page', locale: 'id', data: page('id'), overrideAccess: true, req })
  await payload.updateGlobal({ slug: 'cp3p-page', locale: 'en', data: withRowIds(page('en'), savedPage), overrideAccess: true, req })

  for (const seed of CP3P_PROGRAMMES) {
    // Each programme's chapters, lectures, quiz and final exam are a course on the engine (decision 036).
    const course = await seedCp3pEngineCourse(payload, req, seed)
    const created: Cp3PProgramme = await payload.create({ collection: 'cp3p-programmes', locale: 'id', data: programmeData(seed, 'id', bannerId, now, course), overrideAccess: true, req })
    await payload.update({
      collection: 'cp3p-programmes',
      id: created.id,
      locale: 'en',
      data: withRowIds(programmeData(seed, 'en', bannerId, now, course), created),
      overrideAccess: true,
      req,
    })
  }
}
