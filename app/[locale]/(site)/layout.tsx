import type { ReactNode } from 'react'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { MemberArea } from '@/features/account/components/MemberArea'
import { isLocale } from '@/lib/i18n/config'

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return null
  return (
    <SiteFrame locale={locale} account={<MemberArea locale={locale} />} variant="default">
      {children}
    </SiteFrame>
  )
}
