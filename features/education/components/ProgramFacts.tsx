import { useTranslations } from 'next-intl'
import type { TProgramListingItem } from '@/backend/services/education/shapes'
import styles from './education.module.css'

/** Duration, delivery format and audience of a program as a description list (cards and the program page). */
export function ProgramFacts({ program, withAudience = true }: { program: TProgramListingItem; withAudience?: boolean }) {
  const t = useTranslations('education.facts')
  return (
    <dl className={styles.facts} aria-label={t('label')}>
      {program.duration && (
        <div>
          <dt>{t('duration')}</dt>
          <dd>{t(`units.${program.duration.unit}`, { count: program.duration.value })}</dd>
        </div>
      )}
      <div>
        <dt>{t('format')}</dt>
        <dd>{t(`formats.${program.deliveryFormat}`)}</dd>
      </div>
      {withAudience && program.audience && (
        <div>
          <dt>{t('audience')}</dt>
          <dd>{program.audience}</dd>
        </div>
      )}
    </dl>
  )
}
