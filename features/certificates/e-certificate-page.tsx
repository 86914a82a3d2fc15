import { getTranslations } from 'next-intl/server'
import { DashboardMenu } from '../courses/components/DashboardMenu'
import { coursePage } from '../courses/course-page'
import { dashboardHref } from '../courses/routes'
import { CertificatePanel } from './components/CertificatePanel'

/** online-course/e-certificate/{slug}/{title}: the course feedback, then the learner's certificate. */
export const eCertificatePage = coursePage({
  route: '/online-course/e-certificate/[slug]/[title]',
  call: 'course-structure',
  back: 'enrol',
  menu: ({ locale, data }) => <DashboardMenu locale={locale} head={data} active="certificate" />,
  body: async ({ locale, data }) => {
    const t = await getTranslations({ locale, namespace: 'certificates' })
    return (
      <>
        <h1>{t('title')}</h1>
        {data.role === 'learner' ? <CertificatePanel courseId={data.courseId} courseHref={dashboardHref(locale, 'content', data)} /> : <p>{t('teacherNote')}</p>}
      </>
    )
  },
})
