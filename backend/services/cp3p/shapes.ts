import type { Cp3PProgramme } from '../../payload-types'
import { imageOf, type TImage, type TRichText } from '../shapes'

export type TCp3pCourseCard = {
  id: number
  slug: string
  title: string
  category: string
  intro: string
  banner: TImage | null
  price: number
  currency: string
  date: string
  venue: string
  dueDateRegistration: string
  availableRegister: boolean
  seatsLeft: number
}

export type TCp3pCourseDetail = TCp3pCourseCard & {
  description: TRichText | null
  schedule: { day: string; date: string; sessions: { time: string; session: string }[] }[]
  learningObjective: string[]
  targetAudience: string[]
  examStructure: string
  trainers: { name: string; position: string; description: string; photo: TImage | null }[]
  testimony: { name: string; role: string; quote: string }[]
}

export type TCp3pEnrollment = {
  id: number
  slug: string
  title: string
  category: string
  intro: string
  image: TImage | null
  price: number
  currency: string
  dueDateRegistration: string
  deliveryFormat: { course: string; exam: string }
  venue: string
  date: string
  language: { course: string; material: string; exam: string }
  download: { filename: string; permalink: string; info: string }[]
  furtherList: { id: string; title: string }[]
  tnc: string
  availableRegister: boolean
}

/** Closed when the due date has passed or every seat is taken (the registration call re-checks atomically). */
export function registrationOpen(doc: Pick<Cp3PProgramme, 'dueDateRegistration' | 'capacity' | 'registeredCount'>, now: Date): boolean {
  return new Date(doc.dueDateRegistration).getTime() >= now.getTime() && (doc.registeredCount ?? 0) < doc.capacity
}

export function toCourseCard(doc: Cp3PProgramme, now: Date): TCp3pCourseCard {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    category: doc.category ?? '',
    intro: doc.intro ?? '',
    banner: imageOf(doc.banner),
    price: doc.price,
    currency: doc.currency,
    date: doc.date ?? '',
    venue: doc.venue ?? '',
    dueDateRegistration: doc.dueDateRegistration,
    availableRegister: registrationOpen(doc, now),
    seatsLeft: Math.max(0, doc.capacity - (doc.registeredCount ?? 0)),
  }
}

export function toCourseDetail(doc: Cp3PProgramme, now: Date): TCp3pCourseDetail {
  return {
    ...toCourseCard(doc, now),
    description: doc.description ?? null,
    schedule: (doc.schedule ?? []).map((row) => ({
      day: row.day ?? '',
      date: row.date ?? '',
      sessions: (row.sessions ?? []).map((s) => ({ time: s.time ?? '', session: s.session ?? '' })),
    })),
    learningObjective: (doc.learningObjectives ?? []).map((row) => row.text),
    targetAudience: (doc.targetAudience ?? []).map((row) => row.text),
    examStructure: doc.examStructure ?? '',
    trainers: (doc.trainers ?? []).map((t) => ({ name: t.name, position: t.position ?? '', description: t.description ?? '', photo: imageOf(t.photo) })),
    testimony: (doc.testimonies ?? []).map((t) => ({ name: t.name, role: t.role ?? '', quote: t.quote })),
  }
}

export function toEnrollment(doc: Cp3PProgramme, now: Date): TCp3pEnrollment {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    category: doc.category ?? '',
    intro: doc.intro ?? '',
    image: imageOf(doc.banner),
    price: doc.price,
    currency: doc.currency,
    dueDateRegistration: doc.dueDateRegistration,
    deliveryFormat: { course: doc.deliveryFormat?.course ?? '', exam: doc.deliveryFormat?.exam ?? '' },
    venue: doc.venue ?? '',
    date: doc.date ?? '',
    language: { course: doc.languages?.course ?? '', material: doc.languages?.material ?? '', exam: doc.languages?.exam ?? '' },
    download: (doc.downloads ?? []).map((row) => ({ filename: row.filename, permalink: row.url, info: row.info ?? '' })),
    furtherList: (doc.furtherList ?? []).map((row, index) => ({ id: row.id ?? String(index), title: row.title })),
    tnc: doc.terms ?? '',
    availableRegister: registrationOpen(doc, now),
  }
}
