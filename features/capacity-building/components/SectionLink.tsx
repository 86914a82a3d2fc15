import NextLink from '@/lib/navigation/Link'
import styles from '@/features/education/components/sections.module.css'
import type { Locale } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'

/** A section's call to action: a CMS permalink (internal route or https:// address) as a button. */
export function SectionLink({ label, url, locale }: { label: string; url: string; locale: Locale }) {
  if (!label || !url) return null
  const href = localizePermalink(url, locale)
  const external = /^https?:/.test(href)
  return (
    <p className={styles.action}>
      <NextLink href={href} className="btn btn--primary" {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
        {label}
      </NextLink>
    </p>
  )
}
