import { Image } from '@/components/ui/Image'
import NextLink from '@/lib/navigation/Link'
import { getTranslations } from 'next-intl/server'
import type { TCopHighlight } from '@/backend/services/outreach/get-cop-highlight'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'
import { DownloadLink } from './DownloadLink'
import styles from './outreach.module.css'

/** The community's teaser on the outreach page, with its latest newsletter issue. */
export async function CopHighlight({ highlight, locale }: { highlight: TCopHighlight; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'outreach' })
  const latest = highlight.latestNewsletter
  return (
    <section id="community-of-practice" className={`${styles.section} ${styles.highlight}`} aria-labelledby="cop-highlight-title">
      {highlight.image && (
        <Image className={styles.introImage} src={highlight.image.url} alt={highlight.image.alt} width={highlight.image.width ?? 640} height={highlight.image.height ?? 360} sizes="(max-width: 1023px) 100vw, 440px" />
      )}
      <div>
        <h2 id="cop-highlight-title">{highlight.title}</h2>
        {highlight.summary && <p>{highlight.summary}</p>}
        {latest && (
          <div className={styles.latest}>
            <strong>{t('highlight.latestNewsletter')}</strong>
            <p>
              {latest.issueNumber !== null && <>{t('newsletter.issue', { number: latest.issueNumber })} · </>}
              <time dateTime={latest.issueDate}>{formatDate(latest.issueDate, locale, 'MMMM YYYY')}</time>: {latest.title}
            </p>
            {latest.file && (
              <p>
                <DownloadLink file={latest.file} locale={locale} label={t('newsletter.download')} srLabel={t('newsletter.downloadNamed', { title: latest.title })} />
              </p>
            )}
          </div>
        )}
        <NextLink href={localizePermalink(highlight.permalink, locale)} className="btn btn--primary">
          {highlight.linkLabel || t('highlight.more')}
        </NextLink>
      </div>
    </section>
  )
}
