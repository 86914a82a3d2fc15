import { getTranslations } from 'next-intl/server'
import { DashboardMenu } from '../courses/components/DashboardMenu'
import { coursePage } from '../courses/course-page'
import { dashboardHref } from '../courses/routes'
import { FeedbackForm } from './components/FeedbackForm'

/**
 * online-course/feedback/{slug}/{title}: the course feedback of the side menu (spec section 2), the same form and
 * calls as the e-certificate page's feedback step, open before the course is complete too.
 */
export const courseFeedbackPage = coursePage({
  route: '/online-course/feedback/[slug]/[title]',
  call: 'course-structure',
  back: 'enrol',
  menu: ({ locale, data }) => <DashboardMenu locale={locale} head={data} active="feedback" />,
  body: async ({ locale, data }) => {
    const t = await getTranslations({ locale, namespace: 'certificates' })
    return (
      <>
        <h1>{t('feedback.title')}</h1>
        {data.role === 'learner' ? <FeedbackForm courseId={data.courseId} certificateHref={dashboardHref(locale, 'certificate', data)} /> : <p>{t('feedback.teacherNote')}</p>}
      </>
    )
  },
})
