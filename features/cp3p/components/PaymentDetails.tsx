import { getTranslations } from 'next-intl/server'
import type { TCp3pRegistrationSummary } from '@/backend/services/cp3p/registration-summary'
import type { Locale } from '@/lib/i18n/config'
import { Price } from './Price'
import styles from './cp3p.module.css'

/** What to pay and where (from the configured payment provider), and the registration's payment status. */
export async function PaymentDetails({ locale, summary }: { locale: Locale; summary: TCp3pRegistrationSummary }) {
  const t = await getTranslations({ locale, namespace: 'cp3p' })
  const { payment } = summary
  return (
    <section className={styles.paymentBox} aria-labelledby="cp3p-payment">
      <h2 id="cp3p-payment">{summary.title}</h2>
      <dl className={styles.facts}>
        <dt>{t('paymentStatus')}</dt>
        <dd>
          <span className={`badge ${styles[`pay-${summary.paidStatus}`] ?? ''}`} data-testid="payment-status">
            {t(`status.${summary.paidStatus}` as 'status.unpaid')}
          </span>
        </dd>
        <dt>{t('amount')}</dt>
        <dd>
          <strong>
            <Price amount={payment.amount} currency={payment.currency} />
          </strong>
        </dd>
        <dt>{t('reference')}</dt>
        <dd>
          <code>{payment.reference}</code>
        </dd>
        <dt>{t('paymentProvider')}</dt>
        <dd>{payment.provider === 'bank-transfer' ? t('bankTransfer') : payment.provider}</dd>
        {payment.bank && (
          <>
            <dt>{t('bank')}</dt>
            <dd>{payment.bank.bankName}</dd>
            <dt>{t('accountName')}</dt>
            <dd>{payment.bank.accountName}</dd>
            <dt>{t('accountNumber')}</dt>
            <dd>
              <code>{payment.bank.accountNumber}</code>
            </dd>
          </>
        )}
      </dl>
      <h3>{t('howToPay')}</h3>
      <ol>
        {payment.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  )
}
