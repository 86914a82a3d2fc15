import { Image } from '@/components/ui/Image'
import NextLink from 'next/link'
import type { ReactNode } from 'react'
import type { TImage, TTopicRef } from '@/backend/services/shapes'
import styles from './content.module.css'

/**
 * One card of a listing (e-library or research): the title is the link, so the card is one tab stop. Its heading is
 * an h3 under a section's h2; a listing whose cards sit right under the page's h1 passes `titleLevel` 2.
 */
export function ContentCard(props: {
  href: string
  title: string
  image: TImage | null
  meta: ReactNode
  excerpt: string
  topics: TTopicRef[]
  titleLevel?: 2 | 3
}) {
  const { href, title, image, meta, excerpt, topics } = props
  const Title = props.titleLevel === 2 ? 'h2' : 'h3'
  return (
    <li className={styles.card} data-testid="listing-card">
      {image && (
        <Image
          className={styles.cardImage}
          src={image.url}
          alt=""
          width={image.width ?? 640}
          height={image.height ?? 360}
          sizes="(max-width: 767px) 100vw, 380px"
        />
      )}
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
