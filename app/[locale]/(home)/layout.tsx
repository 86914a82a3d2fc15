import type { ReactNode } from 'react'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { MemberArea } from '@/features/account/components/MemberArea'
import { isLocale } from '@/lib/i18n/config'

/**
 * Home only: the white-floating header sits over the hero until the page scrolls. No next-intl provider: home's
 * client parts get their texts from the server (docs/decisions/045).
 */
export default async function HomeLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return null
  return (
    <SiteFrame locale={locale} account={<MemberArea locale={locale} />} variant="floating">
      {children}
    </SiteFrame>
  )
}
