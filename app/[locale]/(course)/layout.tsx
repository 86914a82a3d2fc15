import type { ReactNode } from 'react'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { QueryProvider } from '@/components/providers/QueryProvider'
import { MemberArea } from '@/features/account/components/MemberArea'
import { isLocale } from '@/lib/i18n/config'

export default async function CourseLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return null
  return (
    <SiteFrame locale={locale} account={<MemberArea locale={locale} />} variant="static">
      <ClientMessages locale={locale} namespaces={['account', 'courses', 'assessments', 'forum', 'certificates', 'cp3p']}>
        {/* Lectures, forum, notifications and the profile's lists use react-query (docs/decisions/045). */}
        <QueryProvider>{children}</QueryProvider>
      </ClientMessages>
    </SiteFrame>
  )
}
