import NextLink from '@/lib/navigation/Link'
import type { TMenuItem } from '@/lib/api/static'
import type { Locale } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'

/** One card per area of the main navigation, its intro and link authored in the CMS. */
export function AreaCards({ menu, locale }: { menu: TMenuItem[]; locale: Locale }) {
  return (
    <ul className="card-grid">
      {menu.map((item) => (
        <li key={item.type} className="card">
          <h3 className="card__title">{item.title}</h3>
          {item.intro && <p>{item.intro}</p>}
          <NextLink href={localizePermalink(item.permalink, locale)} className="link-arrow">
            {item.permalinkLabel || item.title}
            {/* A generic label ("Learn more") also names the area for screen readers (WCAG 2.4.4). */}
            {item.permalinkLabel && <span className="visually-hidden">: {item.title}</span>}
          </NextLink>
        </li>
      ))}
    </ul>
  )
}
