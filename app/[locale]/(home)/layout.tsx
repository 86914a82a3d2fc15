import type { ReactNode } from 'react'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { MemberArea } from '@/features/account/components/MemberArea'
import { isLocale } from '@/lib/i18n/config'

/** Home only: the white-floating header sits over the hero until the page scrolls. */
export default async function HomeLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return null
  return (
    <SiteFrame locale={locale} account={<MemberArea />} variant="floating">
      <ClientMessages locale={locale} namespaces={['banners', 'events']}>{children}</ClientMessages>
    </SiteFrame>
  )
}
