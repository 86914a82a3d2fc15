import type { ReactNode } from 'react'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { isLocale } from '@/lib/i18n/config'

/** The grading queue's client part reads the assessments messages. */
export default async function GradingLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return null
  return (
    <ClientMessages locale={locale} namespaces={['assessments']}>
      {children}
    </ClientMessages>
  )
}
