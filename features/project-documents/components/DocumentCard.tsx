import { getTranslations } from 'next-intl/server'
import type { TProjectDocument } from '@/backend/services/project-documents/shapes'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import { DownloadLink } from '@/features/outreach/components/DownloadLink'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { fileFormat } from '../file-label'
import styles from './documents.module.css'

/** A template or worked example: what it is, how to use it (a disclosure), and its download. */
export async function DocumentCard({ doc, locale }: { doc: TProjectDocument; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'projectDocuments' })
  return (
    <li className={styles.card} id={`doc-${doc.id}`} data-testid="document-card">
      <div className={styles.meta}>
        {doc.file && <span className="badge">{fileFormat(doc.file.mimeType)}</span>}
        {doc.sector && <span>{doc.sector}</span>}
        <time dateTime={doc.documentDate}>{t('edition', { date: formatDate(doc.documentDate, locale, 'MMMM YYYY') })}</time>
      </div>
      <h3 className={styles.title}>{doc.title}</h3>
      <p className={styles.summary}>{doc.summary}</p>
      {doc.relatedTemplate && (
        <p className={styles.related}>
          {t('basedOn')} <a href={`${buildPath('/template', locale)}#doc-${doc.relatedTemplate.id}`}>{doc.relatedTemplate.title}</a>
        </p>
      )}
      {doc.body && (
        <details className={styles.details}>
          <summary>{t(doc.kind === 'template' ? 'howToUse' : 'whatItShows')}</summary>
          <RichTextBody data={doc.body} />
        </details>
      )}
      {doc.file && (
        <DownloadLink
          className={`btn btn--primary btn--small ${styles.download}`}
          file={doc.file}
          locale={locale}
          label={t('download')}
          srLabel={t('downloadNamed', { title: doc.title, format: fileFormat(doc.file.mimeType) })}
        />
      )}
    </li>
  )
}
