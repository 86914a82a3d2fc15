import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import { HeaderAccount } from './header/HeaderAccount'

/**
 * The header's account corner (Login popup, or bell and member menu): the layouts hand it to the shared header
 * (components/layout), which knows nothing about accounts. Its label is translated here, on the server.
 */
export async function MemberArea({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'header' })
  return <HeaderAccount loginLabel={t('login')} />
}
