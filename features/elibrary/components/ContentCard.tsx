import Image from 'next/image'
import NextLink from 'next/link'
import type { ReactNode } from 'react'
import type { TImage, TTopicRef } from '@/backend/services/elibrary/shapes'
import styles from './content.module.css'

/** One card of a listing (e-library or research): the title is the link, so the card is one tab stop. */
export function ContentCard(props: {
  href: string
  title: string
  image: TImage | null
  meta: ReactNode
  excerpt: string
  topics: TTopicRef[]
}) {
  const { href, title, image, meta, excerpt, topics } = props
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
        <h3 className={styles.cardTitle}>
          <NextLink href={href}>{title}</NextLink>
        </h3>
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
