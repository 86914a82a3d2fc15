import NextLink from '@/lib/navigation/Link'
import type { TLinkCard } from '@/backend/services/outreach/shapes'
import type { Locale } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'
import styles from './outreach.module.css'

/** Where outreach work continues (events, external resources), as the CMS lists it. */
export function LinkCards({ links, locale }: { links: TLinkCard[]; locale: Locale }) {
  return (
    <ul className={styles.cards}>
      {links.map((link) => (
        <li key={link.permalink} className={styles.card}>
          <h3>{link.title}</h3>
          {link.description && <p>{link.description}</p>}
          <NextLink href={localizePermalink(link.permalink, locale)} className="link-arrow">
            {link.label}
          </NextLink>
        </li>
      ))}
    </ul>
  )
}
