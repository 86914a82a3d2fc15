import NextLink from '@/lib/navigation/Link'
import type { ReactNode } from 'react'
import styles from './home.module.css'

/** One band of the home page: a heading, an optional intro, its content and a link to the whole area. */
export function HomeSection(props: {
  id: string
  title: string
  intro?: string
  more?: { href: string; label: string }
  tone?: 'plain' | 'tinted'
  children: ReactNode
}) {
  const { id, title, intro, more, tone = 'plain', children } = props
  return (
    <section className={`${styles.section} ${tone === 'tinted' ? styles.tinted : ''}`} aria-labelledby={`home-${id}`}>
      <div className="container">
        <div className={styles.head}>
          <div>
            <h2 id={`home-${id}`} className={styles.title}>
              {title}
            </h2>
            {intro && <p className={styles.intro}>{intro}</p>}
          </div>
          {more && (
            <NextLink href={more.href} className="link-arrow">
              {more.label}
            </NextLink>
          )}
        </div>
        {children}
      </div>
    </section>
  )
}
