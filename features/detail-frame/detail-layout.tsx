import type { ReactNode } from 'react'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { MemberArea } from '@/features/account/components/MemberArea'
import { isLocale } from '@/lib/i18n/config'
import { detailAlternates, type TDetailRoute } from './registry'

type TLayoutProps = { children: ReactNode; params: Promise<Record<string, string>> }

/**
 * The frame of a detail page, rendered by a layout beside the page: unlike the (site) group's layout it has the
 * route's params, so the header's language switcher links to the item's page in the other language (its own
 * title slug) in the HTML the server sends, not only after hydration. Re-rendered whenever the params change.
 */
export function detailLayout(route: TDetailRoute) {
  return async function DetailLayout({ children, params }: TLayoutProps) {
    const { locale, ...rest } = await params
    if (!isLocale(locale)) return null
    const alternates = await detailAlternates(route, rest)
    return (
      <SiteFrame locale={locale} account={<MemberArea locale={locale} />} variant="default" alternates={alternates}>
        {children}
      </SiteFrame>
    )
  }
}
