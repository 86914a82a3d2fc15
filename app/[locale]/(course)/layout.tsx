import type { ReactNode } from 'react'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { isLocale } from '@/lib/i18n/config'

export default async function CourseLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return null
  return (
    <SiteFrame locale={locale} variant="static">
      {children}
    </SiteFrame>
  )
}
