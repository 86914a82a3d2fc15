import type { ReactNode } from 'react'
import content from '@/features/elibrary/components/content.module.css'
import styles from './sections.module.css'

/** One titled section of a content page, reachable by its anchor; `muted` gives it a tinted band. */
export function ContentSection(props: { id: string; title: string; intro?: string; muted?: boolean; children?: ReactNode }) {
  const { id, title, intro, muted, children } = props
  return (
    <section id={id} className={`${content.section} ${muted ? styles.muted : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro && <p className={content.intro}>{intro}</p>}
      {children}
    </section>
  )
}
