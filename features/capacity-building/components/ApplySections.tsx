import { useTranslations } from 'next-intl'
import type { TCapacityBuildingSections } from '@/lib/contracts/capacity-building'
import { ContentSection } from '@/features/education/components/ContentSection'
import styles from '@/features/education/components/sections.module.css'
import { StepList } from '@/features/education/components/StepList'
import type { Locale } from '@/lib/i18n/config'
import { SectionLink } from './SectionLink'

/** #eligible (who can take part) and #how-to-apply (the steps and a call to action). */
export function ApplySections(props: {
  eligible: TCapacityBuildingSections['eligible'] | null
  howToApply: TCapacityBuildingSections['how-to-apply'] | null
  locale: Locale
}) {
  const { eligible, howToApply, locale } = props
  const t = useTranslations('capacityBuilding.sections')
  return (
    <>
      {eligible && eligible.criteria.length > 0 && (
        <ContentSection id="eligible" title={eligible.title || t('eligible')} intro={eligible.intro}>
          <ul className={styles.checklist}>
            {eligible.criteria.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </ContentSection>
      )}
      {howToApply && howToApply.steps.length > 0 && (
        <ContentSection id="how-to-apply" title={howToApply.title || t('howToApply')} intro={howToApply.intro}>
          <StepList steps={howToApply.steps} locale={locale} testId="apply-steps" />
          <SectionLink label={howToApply.buttonLabel} url={howToApply.buttonUrl} locale={locale} />
        </ContentSection>
      )}
    </>
  )
}
