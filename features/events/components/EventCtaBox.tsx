import NextLink from '@/lib/navigation/Link'
import type { TEventCta } from '@/backend/services/events/get-event-cta'
import styles from '@/features/elibrary/components/content.module.css'
import type { Locale } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'

/** The CMS call to action under the listings (host an event with the institute). */
export function EventCtaBox({ cta, locale }: { cta: TEventCta | null; locale: Locale }) {
  if (!cta?.title) return null
  return (
    <section className={`${styles.section} ${styles.cta}`} aria-labelledby="event-cta-title">
      <h2 id="event-cta-title">{cta.title}</h2>
      {cta.body && <p>{cta.body}</p>}
      {cta.buttonLabel && cta.buttonUrl && (
        <NextLink href={localizePermalink(cta.buttonUrl, locale)} className="btn">
          {cta.buttonLabel}
        </NextLink>
      )}
    </section>
  )
}
