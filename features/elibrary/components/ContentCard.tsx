import NextLink from '@/lib/navigation/Link'
import type { ReactNode } from 'react'
import type { TTopicRef } from '@/backend/services/shapes'
import { Picture, type TPicture } from '@/components/ui/Picture'
import styles from './content.module.css'

/**
 * One card of a listing (e-library or research): the title is the link, so the card is one tab stop. Its heading is
 * an h3 under a section's h2; a listing whose cards sit right under the page's h1 passes `titleLevel` 2. Its picture
 * comes made (`cardPictureOf`), so a client list's chunk carries no srcset builder (docs/decisions/045).
 */
export function ContentCard(props: {
  href: string
  title: string
  picture: TPicture | null
  meta: ReactNode
  excerpt: string
  topics: TTopicRef[]
  titleLevel?: 2 | 3
}) {
  const { href, title, picture, meta, excerpt, topics } = props
  const Title = props.titleLevel === 2 ? 'h2' : 'h3'
  return (
    <li className={styles.card} data-testid="listing-card">
      {picture && <Picture className={styles.cardImage} picture={picture} />}
      <div className={styles.cardBody}>
        <div className={styles.meta}>{meta}</div>
        <Title className={styles.cardTitle}>
          <NextLink href={href}>{title}</NextLink>
        </Title>
        {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
        {topics.length > 0 && (
          <ul className={styles.topics}>
            {topics.map((topic) => (
              <li key={topic.id}>{topic.title}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}
