import type { Payload, PayloadRequest } from 'payload'
import type { CapacityBuilding } from '../payload-types'
import { CAPACITY_BUILDING_COPY } from './capacity-building-copy'
import { paragraphs } from './rich-text'
import { withRowIds } from './row-ids'
import { seedCover } from './seed-files'

type TCopy = (typeof CAPACITY_BUILDING_COPY)['id']
type TImages = { highlight: number; about: number; portfolio: number[] }

const STATS = [{ value: 4200, suffix: '+' }, { value: 180 }, { value: 34 }, { value: 65 }]
const PORTFOLIO_YEARS = [2023, 2024, 2024, 2025]

function dataOf(copy: TCopy, images: TImages): Omit<CapacityBuilding, 'id'> {
  const pair = ([title, description]: string[]) => ({ title, description })
  return {
    highlight: { ...copy.highlight, image: images.highlight },
    main: { ...copy.main, buttonUrl: '/education#main-programs' },
    participant: { ...copy.participant, stats: copy.participant.stats.map((label, i) => ({ ...STATS[i], label })) },
    about: { title: copy.about.title, body: paragraphs(copy.about.body), image: images.about },
    programDescription: { ...copy.programDescription, components: copy.programDescription.components.map(pair) },
    eligible: { ...copy.eligible, criteria: copy.eligible.criteria.map((text) => ({ text })) },
    howToApply: { ...copy.howToApply, steps: copy.howToApply.steps.map(pair), buttonUrl: '/faq' },
    portfolio: {
      ...copy.portfolio,
      items: copy.portfolio.items.map(([title, description, location], i) => ({
        title,
        description,
        location,
        year: PORTFOLIO_YEARS[i],
        image: images.portfolio[i],
      })),
    },
  }
}

/** The capacity building page with its figures, steps and portfolio pictures, in both languages. */
export async function seedCapacityBuilding(payload: Payload, req: PayloadRequest): Promise<void> {
  const cover = (index: number, label: string, id: string, en: string) => seedCover(payload, req, index, label, { id, en })
  const images: TImages = {
    highlight: await cover(1, 'Kapasitas', 'Sampul peningkatan kapasitas', 'Capacity building cover'),
    about: await cover(3, 'PJPK', 'Ilustrasi tim PJPK', 'Contracting agency team illustration'),
    portfolio: [],
  }
  for (const [i, [title]] of CAPACITY_BUILDING_COPY.id.portfolio.items.entries()) {
    images.portfolio.push(await cover(i, 'Portofolio', `Dokumentasi: ${title}`, `Photo: ${CAPACITY_BUILDING_COPY.en.portfolio.items[i][0]}`))
  }
  const saved = await payload.updateGlobal({
    slug: 'capacity-building',
    locale: 'id',
    data: dataOf(CAPACITY_BUILDING_COPY.id, images),
    depth: 0,
    overrideAccess: true,
    req,
  })
  await payload.updateGlobal({
    slug: 'capacity-building',
    locale: 'en',
    data: withRowIds(dataOf(CAPACITY_BUILDING_COPY.en, images), saved),
    overrideAccess: true,
    req,
  })
}
