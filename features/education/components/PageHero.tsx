import { Image } from '@/components/ui/Image'
import type { ReactNode } from 'react'
import type { TImage } from '@/backend/services/shapes'
import styles from './hero.module.css'

/**
 * The top of a content page (education, capacity building, how it works): the route's name as a kicker,
 * the CMS heading as the page's one h1, its lead text and picture. The picture is decorative (alt="") and hidden on
 * narrow screens, where lazy loading leaves it unfetched.
 */
export function PageHero(props: { kicker: string; title: string; intro: string; image: TImage | null; children?: ReactNode }) {
  const { kicker, title, intro, image, children } = props
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.kicker}>{kicker}</p>
          <h1 id="page-title">{title}</h1>
          {intro && <p className={styles.lead}>{intro}</p>}
          {children}
        </div>
        {image && (
          <Image
            className={styles.image}
            src={image.url}
            alt=""
            width={image.width ?? 640}
            height={image.height ?? 360}
            sizes="420px"
          />
        )}
      </div>
    </section>
  )
}
