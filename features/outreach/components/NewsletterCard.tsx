import { Image } from '@/components/ui/Image'
import { useTranslations } from 'next-intl'
import type { TNewsletter } from '@/backend/services/outreach/shapes'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { DownloadLink } from './DownloadLink'
import styles from './newsletter.module.css'

/** One issue of the archive: cover, edition and date, summary and its PDF. */
export function NewsletterCard({ item, locale }: { item: TNewsletter; locale: Locale }) {
  const t = useTranslations('outreach.newsletter')
  return (
    <li className={styles.newsletter} data-testid="newsletter-card">
      {item.image ? (
        <Image className={styles.cover} src={item.image.url} alt="" width={item.image.width ?? 600} height={item.image.height ?? 848} sizes="96px" />
      ) : (
        <span />
      )}
      <div>
        <h3>{item.title}</h3>
        <p className={styles.meta}>
          {item.issueNumber !== null && <>{t('issue', { number: item.issueNumber })} · </>}
          <time dateTime={item.issueDate}>{formatDate(item.issueDate, locale)}</time>
        </p>
        {item.summary && <p>{item.summary}</p>}
        {item.file && (
          <DownloadLink file={item.file} locale={locale} label={t('download')} srLabel={t('downloadNamed', { title: item.title })} />
        )}
      </div>
    </li>
  )
}
