/**
 * Where a banner shows. `home-slider` feeds the home page's slider (/static/banner/slider); the others are the
 * top banner of one page each. A new page that wants a banner adds its placement here (one schema change).
 */
export const BANNER_PLACEMENTS = [
  'home-slider',
  'about-us',
  'expertise',
  'advocacy',
  'uniid',
  'education',
  'research',
  'e-library',
  'outreach',
  'event',
  'capacity-building',
  'cp3p',
] as const
export type TBannerPlacement = (typeof BANNER_PLACEMENTS)[number]

export const SLIDER_PLACEMENT: TBannerPlacement = 'home-slider'
