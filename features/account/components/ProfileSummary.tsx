import { getTranslations } from 'next-intl/server'
import type { TProfile } from '@/backend/services/account/to-profile'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { DEFAULT_AVATAR } from './avatar'
import styles from './member.module.css'


/** The member's profile at a glance, with the way to edit it (default logins only). */
export async function ProfileSummary({ locale, profile }: { locale: Locale; profile: TProfile }) {
  const t = await getTranslations({ locale, namespace: 'account' })
  const facts: [string, string][] = [
    [t('fields.email'), profile.email],
    [t('fields.phoneNumber'), profile.phoneNumber],
    [t('fields.occupation'), profile.occupationLabel === '' ? '' : profile.occupationOther || profile.occupationLabel],
    [t('fields.position'), profile.position],
    [t('fields.company'), profile.company],
    [t('fields.industrySector'), profile.industrySectorLabel],
    [t('fields.educationAttainment'), profile.educationAttainmentLabel],
    [t('fields.city'), profile.location],
    [t('fields.zipCode'), profile.zipCode],
  ]
  return (
    <section id="profile" className={`${styles.card} ${styles.profile}`} aria-labelledby="profile-title">
      {/* eslint-disable-next-line @next/next/no-img-element -- avatars are small uploads served by the API */}
      <img className={styles.avatar} src={profile.photo ?? DEFAULT_AVATAR} alt={t('settings.photoAlt', { name: profile.fullName })} width={128} height={128} />
      <div>
        <h2 id="profile-title">{profile.fullName}</h2>
        <p>
          <span className={styles.badge}>{t(`member.memberType.${profile.type}`)}</span>
          {profile.loginType !== 'default' && (
            <> {t('member.signedInWith', { provider: profile.loginType === 'google' ? 'Google' : 'LinkedIn' })}</>
          )}
        </p>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || t('member.notSet')}</dd>
            </div>
          ))}
        </dl>
        {profile.loginType === 'default' && (
          <p>
            <Link href="/user/account-settings/edit-profile" className="btn btn--ghost btn--small">
              {t('member.editProfile')}
            </Link>
          </p>
        )}
      </div>
    </section>
  )
}
