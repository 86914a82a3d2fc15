import { getTranslations } from 'next-intl/server'
import { ChangePasswordForm } from './components/ChangePasswordForm'
import { DataExportSection } from './components/DataExportSection'
import { DeleteAccountForm } from './components/DeleteAccountForm'
import { EditProfileForm } from './components/EditProfileForm'
import { LinkCards } from './components/LinkCards'
import { NotificationList } from './components/NotificationList'
import { NotificationPreferencesForm } from './components/NotificationPreferencesForm'
import { PhotoUpload } from './components/PhotoUpload'
import { ProfileSummary } from './components/ProfileSummary'
import { UpdateEmailForm } from './components/UpdateEmailForm'
import { memberPage } from './member-page'
import { fetchDataExportStatus, fetchNotificationPreferences, fetchNotifications } from './member-queries'
import styles from './components/member.module.css'

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

export const accountSettingsPage = memberPage(
  '/user/account-settings',
  async ({ locale, profile }) => {
    const [t, tRoutes, preferences, dataExport] = await Promise.all([
      getTranslations({ locale, namespace: 'account.settings' }),
      getTranslations({ locale, namespace: 'routes' }),
      fetchNotificationPreferences(locale),
      fetchDataExportStatus(locale),
    ])
    return (
      <>
        {/* Spec section 6: the account links only for the default (email and password) login; preferences for all. */}
        {profile.loginType === 'default' ? (
          <LinkCards
            items={[
              { route: '/user/account-settings/edit-profile', title: tRoutes('/user/account-settings/edit-profile'), text: t('editProfileText') },
              { route: '/user/account-settings/change-password', title: tRoutes('/user/account-settings/change-password'), text: t('changePasswordText') },
              { route: '/user/account-settings/update-email', title: tRoutes('/user/account-settings/update-email'), text: t('updateEmailText') },
              { route: '/user/account-settings/delete-account', title: tRoutes('/user/account-settings/delete-account'), text: t('deleteAccountText') },
            ]}
          />
        ) : (
          <p>{t('socialOnly')}</p>
        )}
        <section className={styles.section}>
          <NotificationPreferencesForm initial={preferences} />
        </section>
        {/* Every member, whatever their sign-in, may take a copy of their data (UU 27/2022). */}
        <section className={styles.section} aria-labelledby="personal-data-title">
          <DataExportSection initial={dataExport} />
        </section>
      </>
    )
  },
  { lead: 'settings.intro' },
)

export const editProfilePage = memberPage(
  '/user/account-settings/edit-profile',
  ({ profile }) => (
    <>
      <PhotoUpload profile={profile} />
      <EditProfileForm profile={profile} />
    </>
  ),
  { defaultLoginOnly: true },
)

export const changePasswordPage = memberPage('/user/account-settings/change-password', () => <ChangePasswordForm />, {
  defaultLoginOnly: true,
})

export const updateEmailPage = memberPage('/user/account-settings/update-email', ({ profile }) => <UpdateEmailForm email={profile.email} />, {
  defaultLoginOnly: true,
})

export const deleteAccountPage = memberPage('/user/account-settings/delete-account', () => <DeleteAccountForm />, {
  defaultLoginOnly: true,
})

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
