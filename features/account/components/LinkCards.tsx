import { Link } from '@/lib/i18n/navigation'
import type { AppPathname } from '@/lib/i18n/pathnames'
import styles from './member.module.css'

export type TLinkCard = { route: AppPathname; title: string; text: string }

/** A grid of titled links: account settings, activity, dashboard shortcuts. */
export function LinkCards({ items, headingLevel = 2 }: { items: TLinkCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.route} className={styles.card}>
          <Heading>
            <Link href={item.route as '/user/dashboard'}>{item.title}</Link>
          </Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
