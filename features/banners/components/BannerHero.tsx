import { Image } from '@/components/ui/Image'
import type { TImage } from '@/backend/services/shapes'
import { BannerLink } from './BannerLink'
import styles from './banners.module.css'

export type TBannerHeroProps = {
  /** The page's own title: the one h1 of the page, above the banner's words. */
  heading: string
  title?: string
  subtitle?: string
  image?: TImage | null
  link?: string
  linkLabel?: string
  id?: string
}

/**
 * The top of a page: a wide picture (loaded first, it is the largest thing on screen) under the page title and a
 * banner's headline, subtitle and link. Without a banner it is a plain brand-coloured title band.
 */
export function BannerHero({ heading, title, subtitle, image, link = '', linkLabel = '', id }: TBannerHeroProps) {
  return (
    <section id={id} className={`${styles.hero} ${image ? styles.withImage : ''}`} data-testid="page-banner">
      {image && (
        <Image className={styles.heroImage} src={image.url} alt={image.alt} fill sizes="100vw" preload fetchPriority="high" />
      )}
      <div className={`container ${styles.heroInner}`}>
        <h1 className={styles.heroHeading}>{heading}</h1>
        {title && <p className={styles.heroTitle}>{title}</p>}
        {subtitle && <p className={styles.heroSubtitle}>{subtitle}</p>}
        <BannerLink link={link} label={linkLabel} className={`btn ${styles.heroButton}`} />
      </div>
    </section>
  )
}
