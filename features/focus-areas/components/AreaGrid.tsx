import { Image } from '@/components/ui/Image'
import type { TAreaItem } from '@/backend/services/focus-areas/area-items'
import { AreaIcon } from './AreaIcon'
import styles from './areas.module.css'

/** Areas, activities or "what we do" items as cards: the editor's picture when given, otherwise the chosen icon. */
export function AreaGrid({ items, headingLevel = 3 }: { items: TAreaItem[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <ul className={`${styles.grid} ${items.length % 3 === 0 && items.length % 4 !== 0 ? styles.threes : ''}`}>
      {items.map((item) => (
        <li key={item.id} className={styles.card} data-testid="area-card">
          {item.image ? (
            <Image className={styles.picture} src={item.image.url} alt="" width={item.image.width ?? 640} height={item.image.height ?? 360} sizes="(max-width: 767px) 100vw, 380px" />
          ) : (
            <span className={styles.icon}>
              <AreaIcon name={item.icon} />
            </span>
          )}
          <Heading className={styles.title}>{item.title}</Heading>
          {item.text && <p className={styles.text}>{item.text}</p>}
        </li>
      ))}
    </ul>
  )
}
