import { getLocale } from 'next-intl/server'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { MemberArea } from '@/features/account/components/MemberArea'
import { ErrorView } from '@/components/ui/ErrorView'
import { isLocale } from '@/lib/i18n/config'

/** The detail pages have no group layout: their 404 draws the site frame itself. */
export default async function NotFound() {
  const current = await getLocale()
  const locale = isLocale(current) ? current : 'id'
  return (
    <SiteFrame locale={locale} account={<MemberArea locale={locale} />}>
      <ErrorView statusCode={404} />
    </SiteFrame>
  )
}
