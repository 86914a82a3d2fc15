import type { TPoint } from '@/backend/services/outreach/shapes'
import styles from './outreach.module.css'

/** Goals, benefits or activities as a grid of small titled cards; `level` keeps the heading outline right. */
export function PointList({ points, level = 'h3' }: { points: TPoint[]; level?: 'h3' | 'h4' }) {
  if (points.length === 0) return null
  const Heading = level
  return (
    <ul className={styles.points}>
      {points.map((point) => (
        <li key={point.title} className={styles.point}>
          <Heading>{point.title}</Heading>
          {point.description && <p>{point.description}</p>}
        </li>
      ))}
    </ul>
  )
}
