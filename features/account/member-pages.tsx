import { getTranslations } from 'next-intl/server'
import { LinkCards } from './components/LinkCards'
import { NotificationList } from './components/NotificationList'
import { ProfileSummary } from './components/ProfileSummary'
import { memberPage } from './member-page'
import { fetchNotifications } from './member-queries'
import styles from './components/member.module.css'

// The account settings and its forms have a module each (settings-page.tsx, edit-profile-page.tsx, ...): a page
// downloads the client code of every form its module imports, used or not (docs/decisions/045).

export const dashboardPage = memberPage(
  '/user/dashboard',
  async ({ locale, profile }) => {
    const [t, notifications] = await Promise.all([getTranslations({ locale, namespace: 'account' }), fetchNotifications(locale)])
    const learner = profile.type === 'learner'
    return (
      <>
        <p className={styles.lead}>{t('member.greeting', { name: profile.fullName.split(' ')[0] })}</p>
        <ProfileSummary locale={locale} profile={profile} />
        <section className={styles.section} aria-labelledby="latest-notifications">
          <div className={styles.sectionHead}>
            <h2 id="latest-notifications">{t('member.latestNotifications')}</h2>
          </div>
          <NotificationList accountId={profile.accountId} initial={notifications} limit={3} />
        </section>
        <section className={styles.section} aria-labelledby="shortcuts">
          <h2 id="shortcuts">{t('member.shortcuts')}</h2>
          <LinkCards
            headingLevel={3}
            items={[
              learner
                ? { route: '/user/activity/online-course', title: t('member.onlineCourseActivity'), text: t('activity.onlineCourse') }
                : { route: '/lecturer/activity/online-course', title: t('member.lecturerOnlineCourse'), text: t('activity.onlineCourse') },
              { route: '/user/notification', title: t('member.notification'), text: t('notifications.intro') },
              ...(learner ? [{ route: '/user/activity' as const, title: t('member.activity'), text: t('activity.intro') }] : []),
            ]}
          />
        </section>
      </>
    )
  },
  { lead: 'member.dashboardIntro' },
)

export const notificationPage = memberPage(
  '/user/notification',
  async ({ locale, profile }) => <NotificationList accountId={profile.accountId} initial={await fetchNotifications(locale)} />,
  { lead: 'notifications.intro' },
)

export const activityPage = memberPage(
  '/user/activity',
  async ({ locale }) => {
    const [t, tRoutes] = await Promise.all([getTranslations({ locale, namespace: 'account.activity' }), getTranslations({ locale, namespace: 'routes' })])
    return (
      <LinkCards
        items={[
          { route: '/user/activity/online-course', title: tRoutes('/user/activity/online-course'), text: t('onlineCourse') },
          { route: '/user/activity/event-registration', title: tRoutes('/user/activity/event-registration'), text: t('event') },
          { route: '/user/activity/cp3p-registration', title: tRoutes('/user/activity/cp3p-registration'), text: t('cp3p') },
        ]}
      />
    )
  },
  { lead: 'activity.intro' },
)
