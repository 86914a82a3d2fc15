import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import type { Locale } from '@/lib/i18n/config'
import { bannerHref, isExternalLink } from '@/lib/contracts/banners/link'

/** A CMS link as a button: internal routes localized and client-routed, external ones in a new tab (and said so). */
export function BannerLink({ link, label, className = 'btn btn--primary' }: { link: string; label: string; className?: string }) {
  const locale = useLocale() as Locale
  const t = useTranslations('banners')
  if (!link || !label) return null
  if (isExternalLink(link)) {
    return (
      <a href={link} className={className} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> {t('opensNewTab')}</span>
      </a>
    )
  }
  return (
    <NextLink href={bannerHref(link, locale)} className={className}>
      {label}
    </NextLink>
  )
}
