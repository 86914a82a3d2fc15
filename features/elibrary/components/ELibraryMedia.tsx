import { getTranslations } from 'next-intl/server'
import type { TELibraryDetail } from '@/backend/services/shapes'
import type { Locale } from '@/lib/i18n/config'
import styles from './content.module.css'

function fileSize(bytes: number | null, locale: Locale): string {
  if (!bytes) return ''
  const units = ['B', 'KB', 'MB', 'GB']
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1)
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 ** power)
  return `${value} ${units[power]}`
}

/** What an item offers besides its text: a video embed, an audio player, a download, an external link. */
export async function ELibraryMedia({ item, locale }: { item: TELibraryDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'elibrary.detail' })
  return (
    <>
      {item.videoEmbedUrl && (
        <div className={styles.embed}>
          <iframe
            src={item.videoEmbedUrl}
            title={t('videoTitle', { title: item.title })}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
      {item.audio && (
        <section className={styles.mediaBox} aria-label={t('listen')}>
          <h2>{t('listen')}</h2>
          <audio controls preload="metadata" src={item.audio.url}>
            {t('audioFallback')} <a href={item.audio.url}>{item.audio.filename}</a>
          </audio>
        </section>
      )}
      {item.file && (
        <section className={styles.mediaBox}>
          <a className="btn btn--primary" href={item.file.url} download={item.file.filename}>
            {t('download')}
          </a>
          <small>{t('downloadHint', { name: item.file.filename, size: fileSize(item.file.filesize, locale) })}</small>
        </section>
      )}
      {item.externalUrl && (
        <section className={styles.mediaBox}>
          <a className="btn btn--primary" href={item.externalUrl} target="_blank" rel="noopener noreferrer">
            {t('visit')}
          </a>
          <small>{t('externalNote')}</small>
        </section>
      )}
    </>
  )
}
