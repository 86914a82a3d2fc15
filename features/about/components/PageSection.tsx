import type { ReactNode } from 'react'
import styles from './sections.module.css'

/**
 * One anchored section (its id is the target of the menu's #anchor links) with its h2, an optional lead and,
 * when the CMS has nothing for it yet, an honest "being prepared" note instead of an empty box.
 */
export function PageSection(props: {
  id: string
  title: string
  lead?: string
  tint?: boolean
  isEmpty?: boolean
  emptyText: string
  children?: ReactNode
}) {
  const { id, title, lead, tint, isEmpty, emptyText, children } = props
  return (
    <section id={id} className={`${styles.section} ${tint ? styles.tint : ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {isEmpty ? <p className={styles.empty}>{emptyText}</p> : children}
      </div>
    </section>
  )
}
