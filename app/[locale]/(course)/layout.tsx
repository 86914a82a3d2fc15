import type { ReactNode } from 'react'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { MemberArea } from '@/features/account/components/MemberArea'
import { isLocale } from '@/lib/i18n/config'

export default async function CourseLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return null
  return (
    <SiteFrame locale={locale} account={<MemberArea />} variant="static">
      <ClientMessages locale={locale} namespaces={['account', 'courses', 'assessments', 'forum', 'certificates', 'cp3p']}>{children}</ClientMessages>
    </SiteFrame>
  )
}
