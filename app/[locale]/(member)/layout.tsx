import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { MemberArea } from '@/features/account/components/MemberArea'
import { isLocale } from '@/lib/i18n/config'

export default async function MemberLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return null
  const tRoutes = await getTranslations({ locale, namespace: 'routes' })
  return (
    <SiteFrame locale={locale} account={<MemberArea />} variant="dashboard" title={tRoutes('/user')}>
      <ClientMessages locale={locale} namespaces={['account', 'cp3p']}>{children}</ClientMessages>
    </SiteFrame>
  )
}
