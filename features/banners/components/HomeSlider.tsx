import type { Locale } from '@/lib/i18n/config'
import { fetchSliderBanners } from '../queries'
import { BannerSlider } from './BannerSlider'

/** The home page's slider (for the lead to place on the home page): nothing at all when no slide is published. */
export async function HomeSlider({ locale }: { locale: Locale }) {
  const slides = await fetchSliderBanners(locale)
  return slides.length > 0 ? <BannerSlider slides={slides} /> : null
}
