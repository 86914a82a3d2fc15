import { getTranslations } from 'next-intl/server'
import { Link } from '@/lib/i18n/navigation'
import { ActivationResult } from './components/ActivationResult'
import { ForgotPasswordForm } from './components/ForgotPasswordForm'
import { RegisterForm } from './components/RegisterForm'
import { SocialSignIn } from './components/SocialSignIn'
import { UpdatePasswordForm } from './components/UpdatePasswordForm'
import { guestPage } from './guest-page'
import styles from './components/account.module.css'

// Spec section 2: the Google button appears on register too.
export const registerPage = guestPage(
  '/register',
  () => (
    <>
      <RegisterForm />
      <SocialSignIn />
    </>
  ),
  { wide: true, lead: 'register.intro' },
)

export const registerThankYouPage = guestPage('/register-thankyou', async ({ locale }) => {
  const t = await getTranslations({ locale, namespace: 'account.thankYou' })
  return (
    <>
      <h2 className={styles.legend}>{t('title')}</h2>
      <p>{t('body')}</p>
      <p className={styles.lead}>{t('noMail')}</p>
      <Link href="/login" className="btn btn--primary">
        {t('toLogin')}
      </Link>
    </>
  )
})

export const activationPage = guestPage('/login/activation/[tokenActivation]', ({ params }) => (
  <ActivationResult token={params.tokenActivation ?? ''} />
))

export const forgotPasswordPage = guestPage('/forgot-password', () => <ForgotPasswordForm />, { lead: 'forgot.intro' })

export const updatePasswordPage = guestPage('/update-password/[keyToken]', ({ params }) => <UpdatePasswordForm keyToken={params.keyToken ?? ''} />, {
  lead: 'update.intro',
})
