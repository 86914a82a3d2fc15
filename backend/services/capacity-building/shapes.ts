import type { CapacityBuilding } from '../../payload-types'
import type { TCapacityBuildingSection, TCapacityBuildingSections, THeading, TLink } from '../../../lib/contracts/capacity-building'
import { imageOf } from '../shapes'

const text = (value: string | null | undefined) => value ?? ''
const heading = (group?: { title?: string | null; intro?: string | null }): THeading => ({
  title: text(group?.title),
  intro: text(group?.intro),
})
const link = (group?: { buttonLabel?: string | null; buttonUrl?: string | null }): TLink => ({
  buttonLabel: text(group?.buttonLabel),
  buttonUrl: text(group?.buttonUrl),
})

/** Shapes one section of the stored global; every missing text is an empty string, never null. */
export const SHAPERS: { [K in TCapacityBuildingSection]: (doc: CapacityBuilding) => TCapacityBuildingSections[K] } = {
  highlight: ({ highlight }) => ({ title: text(highlight?.title), subtitle: text(highlight?.subtitle), image: imageOf(highlight?.image) }),
  main: ({ main }) => ({ ...heading(main), ...link(main) }),
  participant: ({ participant }) => ({
    ...heading(participant),
    stats: (participant?.stats ?? []).map((stat) => ({ value: stat.value, suffix: text(stat.suffix), label: stat.label })),
  }),
  about: ({ about }) => ({ title: text(about?.title), body: about?.body ?? null, image: imageOf(about?.image) }),
  'program-description': ({ programDescription }) => ({
    ...heading(programDescription),
    components: (programDescription?.components ?? []).map((c) => ({ title: c.title, description: text(c.description) })),
  }),
  eligible: ({ eligible }) => ({ ...heading(eligible), criteria: (eligible?.criteria ?? []).map((c) => c.text) }),
  'how-to-apply': ({ howToApply }) => ({
    ...heading(howToApply),
    ...link(howToApply),
    steps: (howToApply?.steps ?? []).map((step) => ({ title: step.title, description: text(step.description) })),
  }),
  portofolio: ({ portfolio }) => ({
    ...heading(portfolio),
    items: (portfolio?.items ?? []).map((item) => ({
      title: item.title,
      description: text(item.description),
      location: text(item.location),
      year: item.year ?? null,
      image: imageOf(item.image),
    })),
  }),
}
