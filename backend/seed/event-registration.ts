import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { WIB_TIMEZONE } from '../collections/Events/options'
import type { Event } from '../payload-types'
import type { TTopicIds } from './topics'
import { ZOOM_LINK } from './event-seed-types'
import { paragraphs } from './rich-text'

type TFormRow = NonNullable<Event['registrationForm']>[number]

const SECTOR_OPTIONS = [
  { value: 'government', id: 'Pemerintah pusat/daerah', en: 'Central or regional government' },
  { value: 'soe', id: 'BUMN/BUMD', en: 'State- or region-owned enterprise' },
  { value: 'private', id: 'Swasta', en: 'Private sector' },
  { value: 'academia', id: 'Akademisi', en: 'Academia' },
  { value: 'other', id: 'Lainnya', en: 'Other' },
]

/** The questions every seeded open event asks, in Indonesian then English. */
const FORM = [
  { type: 'text', required: true, id: 'Instansi/organisasi', en: 'Institution or organisation' },
  { type: 'select', required: true, id: 'Sektor', en: 'Sector', options: SECTOR_OPTIONS },
  { type: 'phone', required: false, id: 'Nomor WhatsApp', en: 'WhatsApp number' },
  { type: 'checkbox', required: true, id: 'Saya bersedia menerima materi acara melalui email', en: 'I agree to receive the event materials by email' },
] as const

const formRows = (locale: 'id' | 'en', saved?: TFormRow[] | null): TFormRow[] =>
  FORM.map((question, i) => ({
    id: saved?.[i]?.id,
    label: question[locale],
    type: question.type,
    required: question.required,
    options:
      'options' in question
        ? question.options.map((option, j) => ({ id: saved?.[i]?.options?.[j]?.id, value: option.value, label: option[locale] }))
        : undefined,
  }))

async function setForm(payload: Payload, req: PayloadRequest, id: number): Promise<void> {
  const saved = await payload.update({ collection: 'events', id, locale: 'id', data: { registrationForm: formRows('id') }, overrideAccess: true, req })
  // Rows sent with their ids translate the Indonesian rows instead of replacing them.
  await payload.update({ collection: 'events', id, locale: 'en', data: { registrationForm: formRows('en', saved.registrationForm) }, overrideAccess: true, req })
}

/** Quarter-hour steps, so the seeded "now" event shows times like 14.15 WIB. */
const quarter = (time: number) => new Date(Math.floor(time / 900_000) * 900_000)

/**
 * The registration demo: a form on every event with open registration, an online clinic under way at seed
 * time (registration open until its end, so attendance can be marked at once), and the first learner
 * registered for the soonest upcoming webinar so their activity page is not empty.
 */
export async function seedEventRegistration(payload: Payload, req: PayloadRequest, topicIds: TTopicIds, learnerId: number, now = new Date()) {
  const start = quarter(now.getTime() - 60 * 60_000)
  const end = quarter(now.getTime() + 10 * 60 * 60_000)
  const data: RequiredDataFromCollectionSlug<'events'> = {
    _status: 'published',
    title: 'Klinik Daring KPBU: Tanya Jawab Terbuka',
    summary: 'Sesi tanya jawab langsung dengan tim penyiapan proyek tentang kendala KPBU yang sedang Anda hadapi.',
    body: paragraphs([
      'Bawa pertanyaan Anda tentang penyiapan proyek, dukungan pemerintah, atau pengadaan badan usaha. Tim kami menjawab bergiliran selama sesi berlangsung.',
    ]),
    topics: [topicIds.ppp],
    startDate: start.toISOString(),
    startDate_tz: WIB_TIMEZONE.value,
    endDate: end.toISOString(),
    endDate_tz: WIB_TIMEZONE.value,
    format: 'online',
    eventStatus: 'scheduled',
    onlineUrl: ZOOM_LINK,
    capacity: 200,
    registrationOpen: true,
    registrationDeadline: end.toISOString(),
    registrationDeadline_tz: WIB_TIMEZONE.value,
  }
  const clinic = await payload.create({ collection: 'events', locale: 'id', data, overrideAccess: true, req })
  await payload.update({
    collection: 'events',
    id: clinic.id,
    locale: 'en',
    data: {
      title: 'Online PPP Clinic: Open Q&A',
      summary: 'A live question-and-answer session with the project preparation team about the PPP issues you are facing.',
      body: paragraphs([
        'Bring your questions on project preparation, government support or the procurement of the business entity. Our team answers them in turn during the session.',
      ]),
    },
    overrideAccess: true,
    req,
  })
  const open = await payload.find({ collection: 'events', where: { registrationOpen: { equals: true } }, pagination: false, depth: 0, sort: 'startDate', overrideAccess: true, req })
  for (const event of open.docs) await setForm(payload, req, event.id)

  const next = open.docs.find((event) => event.id !== clinic.id && new Date(event.startDate) > now)
  if (next) {
    const webinar = await payload.findByID({ collection: 'events', id: next.id, depth: 0, overrideAccess: true, req })
    const [org, sector, , consent] = (webinar.registrationForm ?? []).map((row) => row.id ?? '')
    const answers = { [org]: 'Bappeda Provinsi Jawa Barat', [sector]: 'government', [consent]: true }
    await payload.create({ collection: 'event-registrations', data: { event: webinar.id, user: learnerId, seat: 1, answers }, overrideAccess: true, req })
  }
}
