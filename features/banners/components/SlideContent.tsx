import type { ReactNode } from 'react'
import type { TBanner } from '@/lib/contracts/banners/endpoints'
import { BannerLink } from './BannerLink'
import styles from './banners.module.css'

/**
 * One slide's picture and words, rendered where the slider is built (the server, for home): the browser gets them as
 * markup, not the link code and the slide's fields (docs/decisions/045).
 */
export function SlideContent({ slide, picture }: { slide: TBanner; picture: ReactNode }) {
  return (
    <>
      {picture}
      <div className={`container ${styles.caption}`}>
        <h2 className={styles.slideTitle}>{slide.title}</h2>
        {slide.subtitle && <p className={styles.slideSubtitle}>{slide.subtitle}</p>}
        <BannerLink link={slide.link} label={slide.linkLabel} className={`btn ${styles.heroButton}`} />
      </div>
    </>
  )
}
