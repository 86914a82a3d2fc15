import { redirect } from '@/lib/i18n/navigation'
import { isLocale } from '@/lib/i18n/config'

/** "user" is the member home (spec section 2); its screen is the dashboard. */
export default async function UserHome({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  redirect({ href: '/user/dashboard', locale: isLocale(locale) ? locale : 'id' })
}
