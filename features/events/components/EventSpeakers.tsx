import { getTranslations } from 'next-intl/server'
import { Image } from '@/components/ui/Image'
import type { TSpeaker } from '@/backend/services/events/shapes'
import content from '@/features/elibrary/components/content.module.css'
import type { Locale } from '@/lib/i18n/config'
import styles from './events.module.css'

function initialsOf(name: string): string {
  const words = name.replace(/^((Dr|Prof|Ir)\.\s*)+/, '').split(/[\s,]+/).filter((word) => /^\p{Lu}/u.test(word))
  return words.slice(0, 2).map((word) => word[0]).join('')
}

export async function EventSpeakers({ speakers, locale }: { speakers: TSpeaker[]; locale: Locale }) {
  if (speakers.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'events.detail' })
  return (
    <section className={content.section} aria-labelledby="speakers-title">
      <h2 id="speakers-title">{t('speakers')}</h2>
      <ul className={styles.speakers}>
        {speakers.map((speaker) => (
          <li key={speaker.name} className={styles.speaker}>
            {speaker.photo ? (
              <Image className={styles.photo} src={speaker.photo.url} alt={speaker.photo.alt} width={64} height={64} />
            ) : (
              <span className={`${styles.photo} ${styles.initials}`} aria-hidden="true">
                {initialsOf(speaker.name)}
              </span>
            )}
            <div>
              <h3 className={styles.speakerName}>{speaker.name}</h3>
              {speaker.position && <p>{speaker.position}</p>}
              {speaker.organisation && <p>{speaker.organisation}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
