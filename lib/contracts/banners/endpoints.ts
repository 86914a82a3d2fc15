import { z } from 'zod'
import { defineEndpoint } from '../endpoint'
import type { TImage } from '../shapes'
import { ZBannerParams } from './api-params'
import type { TBannerPlacement } from './placements'

export type TBanner = {
  id: number
  placement: TBannerPlacement
  title: string
  subtitle: string
  image: TImage | null
  link: string
  linkLabel: string
  order: number
}

/** Spec section 7: banners by placement, and the home slider's slides, each a list in the editors' order. */
export const BANNER_LIST = defineEndpoint<TBanner[]>()({ method: 'get', path: '/static/banner', params: ZBannerParams })
export const BANNER_SLIDER = defineEndpoint<TBanner[]>()({ method: 'get', path: '/static/banner/slider', params: z.object({}) })
