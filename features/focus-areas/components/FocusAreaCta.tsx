import type { TFocusAreaPage } from '@/backend/services/focus-areas/get-focus-area-page'
import { BannerLink } from '@/features/banners/components/BannerLink'
import styles from './focus.module.css'

/** The closing call to action of an expertise or advocacy page. */
export function FocusAreaCta({ cta }: { cta: TFocusAreaPage['cta'] }) {
  if (!cta.title) return null
  return (
    <div className="container">
      <section className={styles.cta} aria-labelledby="focus-cta-title">
        <div>
          <h2 id="focus-cta-title">{cta.title}</h2>
          {cta.text && <p>{cta.text}</p>}
        </div>
        <BannerLink link={cta.link} label={cta.linkLabel} className={`btn ${styles.ctaButton}`} />
      </section>
    </div>
  )
}
