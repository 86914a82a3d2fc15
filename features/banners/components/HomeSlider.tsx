import { getTranslations } from 'next-intl/server'
import { Image } from '@/components/ui/Image'
import type { Locale } from '@/lib/i18n/config'
import type { TBanner } from '@/lib/contracts/banners/endpoints'
import { slideLabelsOf, sliderLabelsOf } from '../slider-labels'
import { BannerSlider } from './BannerSlider'
import { SlideContent } from './SlideContent'
import styles from './banners.module.css'

/** The home slider with each slide's picture and words rendered here on the server, the first picture preloaded (docs/decisions/045). */
export async function HomeSlider({ locale, slides }: { locale: Locale; slides: TBanner[] }) {
  const t = await getTranslations({ locale, namespace: 'banners.slider' })
  const slideLabels = slideLabelsOf(t, slides.map((slide) => slide.title))
  const pictures = slides.map((slide, i) =>
    slide.image ? (
      <Image
        key={slide.id}
        className={styles.slideImage}
        src={slide.image.url}
        alt={slide.image.alt}
        fill
        sizes="100vw"
        preload={i === 0}
        fetchPriority={i === 0 ? 'high' : undefined}
      />
    ) : null,
  )
  return (
    <BannerSlider
      labels={sliderLabelsOf(t)}
      slides={slides.map((slide, i) => ({ id: slide.id, labels: slideLabels[i]!, content: <SlideContent slide={slide} picture={pictures[i]} /> }))}
    />
  )
}
