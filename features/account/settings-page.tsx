import { getTranslations } from 'next-intl/server'
import { DataExportSection } from './components/DataExportSection'
import { LinkCards } from './components/LinkCards'
import { NotificationPreferencesForm } from './components/NotificationPreferencesForm'
import { memberPage } from './member-page'
import { fetchDataExportStatus, fetchNotificationPreferences } from './member-queries'
import styles from './components/member.module.css'

// One module per page (not one for all of them): a page downloads the client code of every form its module imports,
// used or not (docs/decisions/045).
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
