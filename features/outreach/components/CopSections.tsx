import NextLink from '@/lib/navigation/Link'
import { getTranslations } from 'next-intl/server'
import type { TCopBenefitActivity, TCopMembership, TCopPurpose } from '@/backend/services/outreach/shapes'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import type { Locale } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'
import styles from './outreach.module.css'
import { PointList } from './PointList'

export function PurposeSection({ purpose }: { purpose: TCopPurpose }) {
  return (
    <section id="purpose" className={styles.section} aria-labelledby="purpose-title">
      <h2 id="purpose-title">{purpose.title}</h2>
      <RichTextBody data={purpose.body} />
      <PointList points={purpose.points} />
    </section>
  )
}

/** Who may join and how: the eligibility text beside the numbered steps, then the join call. */
export async function MembershipSection({ membership, locale }: { membership: TCopMembership; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'outreach.cop' })
  const joinHref = membership.joinUrl ? localizePermalink(membership.joinUrl, locale) : ''
  return (
    <section id="membership" className={styles.section} aria-labelledby="membership-title">
      <h2 id="membership-title">{membership.title}</h2>
      <div className={styles.columns}>
        <div>
          <h3>{t('whoMayJoin')}</h3>
          <RichTextBody data={membership.eligibility} />
        </div>
        <div>
          <h3>{t('howToJoin')}</h3>
          <ol className={styles.steps}>
            {membership.steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                {step.description}
              </li>
            ))}
          </ol>
          {joinHref && membership.joinLabel && (
            <NextLink href={joinHref} className="btn btn--primary">
              {membership.joinLabel}
            </NextLink>
          )}
        </div>
      </div>
    </section>
  )
}

export async function BenefitActivitySection({ section, locale }: { section: TCopBenefitActivity; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'outreach.cop' })
  return (
    <section id="benefit-activity" className={styles.section} aria-labelledby="benefit-activity-title">
      <h2 id="benefit-activity-title">{section.title}</h2>
      {section.intro && <p>{section.intro}</p>}
      <h3>{t('benefits')}</h3>
      <PointList points={section.benefits} level="h4" />
      <h3>{t('activities')}</h3>
      <PointList points={section.activities} level="h4" />
    </section>
  )
}
