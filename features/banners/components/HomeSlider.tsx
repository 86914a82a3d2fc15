import { Image } from '@/components/ui/Image'
import type { TBanner } from '@/lib/contracts/banners/endpoints'
import { BannerSlider } from './BannerSlider'
import { SlideContent } from './SlideContent'
import styles from './banners.module.css'

/** The home slider with each slide's picture and words rendered here on the server, the first picture preloaded (docs/decisions/045). */
export function HomeSlider({ slides }: { slides: TBanner[] }) {
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
  return <BannerSlider slides={slides.map((slide, i) => ({ id: slide.id, title: slide.title, content: <SlideContent slide={slide} picture={pictures[i]} /> }))} />
}
