import { getTranslations } from 'next-intl/server'
import type { TProfile } from '@/backend/services/account/to-profile'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { LogoutButton } from './LogoutButton'
import styles from './member.module.css'

type TItem = { route: AppPathname; label: string; hash?: string }

/**
 * Spec section 2: the learner's "My Account" menu (dashboard, profile, online-course activity,
 * notification, account settings for default logins only, activity, logout) or, for everyone else, the
 * lecturer side menu (profile, online course, notification, account settings, logout). Below 1024 px it
 * folds into a dropdown.
 */
export async function MemberMenu({ locale, profile, active }: { locale: Locale; profile: TProfile; active: AppPathname }) {
  const t = await getTranslations({ locale, namespace: 'account.member' })
  const defaultLogin = profile.loginType === 'default'
  const learner = profile.type === 'learner'
  const items: TItem[] = learner
    ? [
        { route: '/user/dashboard', label: t('dashboard') },
        { route: '/user/dashboard', label: t('profile'), hash: 'profile' },
        { route: '/user/activity/online-course', label: t('onlineCourseActivity') },
        { route: '/user/notification', label: t('notification') },
        ...(defaultLogin ? [{ route: '/user/account-settings' as const, label: t('accountSettings') }] : []),
        { route: '/user/activity', label: t('activity') },
      ]
    : [
        { route: '/user/dashboard', label: t('profile') },
        { route: '/lecturer/activity/online-course', label: t('lecturerOnlineCourse') },
        { route: '/lecturer/grading', label: t('lecturerGrading') },
        { route: '/lecturer/forum-moderation', label: t('lecturerModeration') },
        { route: '/user/notification', label: t('notification') },
        ...(defaultLogin ? [{ route: '/user/account-settings' as const, label: t('accountSettings') }] : []),
      ]
  const current = items.find((item) => !item.hash && (active === item.route || active.startsWith(`${item.route}/`)))
  const list = (
    <ul className={styles.menuList}>
      {items.map((item) => (
        <li key={item.label}>
          <Link
            href={item.hash ? { pathname: item.route as '/user/dashboard', hash: item.hash } : (item.route as '/user/dashboard')}
            aria-current={item === current ? 'page' : undefined}
            className={item === current ? styles.menuActive : undefined}
          >
            {item.label}
          </Link>
        </li>
      ))}
      <li>
        <LogoutButton accountId={profile.accountId} className={styles.menuLogout} label={t('logout')} />
      </li>
    </ul>
  )
  return (
    <nav className={styles.menu} aria-label={t('menuLabel')}>
      <details className={styles.menuFold}>
        <summary>{current?.label ?? t('menuLabel')}</summary>
        {list}
      </details>
      <div className={styles.menuWide}>
        <p className={styles.menuTitle}>{t('menuLabel')}</p>
        {list}
      </div>
    </nav>
  )
}
