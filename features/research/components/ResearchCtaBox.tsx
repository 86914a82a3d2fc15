import NextLink from '@/lib/navigation/Link'
import type { TResearchCta } from '@/backend/services/research/get-research-cta'
import styles from '@/features/elibrary/components/content.module.css'
import type { Locale } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'

/** The CMS call to action (journal management), the target of the menu's #journal-management link. */
export function ResearchCtaBox({ cta, locale }: { cta: TResearchCta | null; locale: Locale }) {
  if (!cta?.title) return null
  return (
    <section id="journal-management" className={`${styles.section} ${styles.cta}`} aria-labelledby="journal-management-title">
      <h2 id="journal-management-title">{cta.title}</h2>
      {cta.body && <p>{cta.body}</p>}
      {cta.buttonLabel && cta.buttonUrl && (
        <NextLink href={localizePermalink(cta.buttonUrl, locale)} className="btn">
          {cta.buttonLabel}
        </NextLink>
      )}
    </section>
  )
}
