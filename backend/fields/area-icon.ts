import type { Field } from 'payload'

/**
 * Icons an editor can give an area or activity; the site draws each one as an inline SVG
 * (features/focus-areas/components/AreaIcon.tsx), so no upload is needed for a plain list of areas.
 */
export const AREA_ICONS = [
  'finance',
  'partnership',
  'guarantee',
  'risk',
  'policy',
  'regional',
  'learning',
  'research',
  'sustainability',
  'network',
] as const
export type TAreaIcon = (typeof AREA_ICONS)[number]

export function isAreaIcon(value: unknown): value is TAreaIcon {
  return typeof value === 'string' && (AREA_ICONS as readonly string[]).includes(value)
}

/** An icon from the set above plus an optional picture that replaces it. */
export const areaIconFields: Field[] = [
  {
    name: 'icon',
    type: 'select',
    defaultValue: 'learning',
    options: AREA_ICONS.map((value) => ({ label: value, value })),
  },
  {
    name: 'image',
    type: 'upload',
    relationTo: 'media',
    admin: { description: 'Optional: shown instead of the icon' },
  },
]
