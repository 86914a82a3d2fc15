import { Image } from '@/components/ui/Image'
import type { TBanner } from '@/lib/contracts/banners/endpoints'
import { BannerSlider } from './BannerSlider'
import styles from './banners.module.css'

/** The home slider with its pictures rendered here on the server, the first one preloaded (docs/decisions/045). */
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
  return <BannerSlider slides={slides} pictures={pictures} />
}
