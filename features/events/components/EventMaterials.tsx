import { getTranslations } from 'next-intl/server'
import type { TEventDetail } from '@/backend/services/events/shapes'
import content from '@/features/elibrary/components/content.module.css'
import type { Locale } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'
import styles from './events.module.css'

function fileSize(bytes: number | null, locale: Locale): string {
  if (!bytes) return ''
  const units = ['B', 'KB', 'MB', 'GB']
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1)
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 ** power)} ${units[power]}`
}

const extensionOf = (filename: string | null) => (filename?.split('.').pop() ?? '').toUpperCase()

/** Slides, reports and recordings; before the event, the promise that they will come (a past event without any shows nothing). */
export async function EventMaterials({ event, locale }: { event: TEventDetail; locale: Locale }) {
  if (event.materials.length === 0 && event.past) return null
  const t = await getTranslations({ locale, namespace: 'events.detail' })
  return (
    <section className={content.section} aria-labelledby="materials-title">
      <h2 id="materials-title">{t('materials')}</h2>
      {event.materials.length === 0 ? (
        <p>{t('noMaterials')}</p>
      ) : (
        <ul className={styles.materials}>
          {event.materials.map((material) => (
            <li key={material.id}>
              <span>
                <strong>{material.title}</strong>
                {material.kind === 'file' && (
                  <>
                    {' '}
                    <small>{t('fileHint', { type: extensionOf(material.filename), size: fileSize(material.filesize, locale) })}</small>
                  </>
                )}
              </span>
              {material.kind === 'file' ? (
                <a className="btn btn--ghost btn--small" href={material.url} download={material.filename ?? undefined}>
                  {t('download')} <span className="visually-hidden">{material.title}</span>
                </a>
              ) : /^https?:/.test(material.url) ? (
                <a className="btn btn--ghost btn--small" href={material.url} target="_blank" rel="noopener noreferrer">
                  {t('openLink')} <span className="visually-hidden">{`${material.title} ${t('newTab')}`}</span>
                </a>
              ) : (
                <a className="btn btn--ghost btn--small" href={localizePermalink(material.url, locale)}>
                  {t('openLink')} <span className="visually-hidden">{material.title}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
