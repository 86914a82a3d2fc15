import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import type { TDigitalAttendance } from '@/backend/services/event-registration/attendance'
import { memberApi, requireMember } from '@/features/account/member-queries'
import content from '@/features/elibrary/components/content.module.css'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { isLocale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { titleSlug } from '@/lib/format/slug'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { ZDocumentId } from '@/lib/contracts/elibrary/api-params'
import { AttendanceView } from './components/AttendanceView'
import { ATTENDANCE_ROUTE as ROUTE } from '@/lib/contracts/events/detail-routes'

type TProps = { params: Promise<{ locale: string; id: string; title: string }> }

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id, title } = await params
  if (!isLocale(locale)) return {}
  return { ...(await pageMetadata({ locale, route: ROUTE, params: { id, title } })), robots: { index: false, follow: false } }
}

/**
 * /event/attendance/{id}/{title}: a registrant marks their attendance. Signed-in only (checked here through
 * the API, not only by a guard); per member and per moment, so rendered on every request.
 */
export async function AttendancePage({ params }: TProps) {
  const { locale, id, title } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const eventId = ZDocumentId.safeParse(id)
  if (!eventId.success) notFound()
  const profile = await requireMember(locale, ROUTE, { id, title })
  const response = await (await memberApi(locale)).get<TApiEnvelope<TDigitalAttendance>>('/event/form/get-digital-attendance', {
    params: { eventId: eventId.data },
  })
  const attendance = dataOf(response)
  if (!attendance) notFound()
  const slug = titleSlug(attendance.title)
  if (title !== slug || id !== String(attendance.eventId)) permanentRedirect(buildPath(ROUTE, locale, { id: String(attendance.eventId), title: slug }))
  const tRoutes = await getTranslations({ locale, namespace: 'routes' })
  return (
    <div className={`container ${content.page}`}>
      <h1>{tRoutes(ROUTE)}</h1>
      <AttendanceView initial={attendance} learner={profile.type === 'learner'} detailPath={buildPath('/event/[id]/[title]', locale, { id: String(attendance.eventId), title: slug })} />
    </div>
  )
}
