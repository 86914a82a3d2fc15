import type { TImage, TRichText } from './shapes'

export type THeading = { title: string; intro: string }
export type TLink = { buttonLabel: string; buttonUrl: string }

/** Each section of /capacity-building as its /static/capacity-building/<section> call answers it. */
export type TCapacityBuildingSections = {
  highlight: { title: string; subtitle: string; image: TImage | null }
  main: THeading & TLink
  participant: THeading & { stats: { value: number; suffix: string; label: string }[] }
  about: { title: string; body: TRichText | null; image: TImage | null }
  'program-description': THeading & { components: { title: string; description: string }[] }
  eligible: THeading & { criteria: string[] }
  'how-to-apply': THeading & TLink & { steps: { title: string; description: string }[] }
  portofolio: THeading & {
    items: { title: string; description: string; location: string; year: number | null; image: TImage | null }[]
  }
}
export type TCapacityBuildingSection = keyof TCapacityBuildingSections

/** The spec's path segments, in page order (`portofolio` is the spec's spelling). */
export const CAPACITY_BUILDING_SECTIONS = [
  'highlight',
  'main',
  'participant',
  'about',
  'program-description',
  'eligible',
  'how-to-apply',
  'portofolio',
] as const satisfies readonly TCapacityBuildingSection[]
