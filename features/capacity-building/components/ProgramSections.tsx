import { useTranslations } from 'next-intl'
import type { TCapacityBuildingSections } from '@/lib/contracts/capacity-building'
import { ContentSection } from '@/features/education/components/ContentSection'
import styles from '@/features/education/components/sections.module.css'
import type { Locale } from '@/lib/i18n/config'

/** #participant: the programme's reach as figures (participants trained, institutions, provinces…). */
export function ParticipantSection({ section, locale }: { section: TCapacityBuildingSections['participant'] | null; locale: Locale }) {
  const t = useTranslations('capacityBuilding.sections')
  if (!section?.stats.length) return null
  const number = new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-GB')
  return (
    <ContentSection id="participant" title={section.title || t('participant')} intro={section.intro}>
      <ul className={styles.stats} data-testid="participant-stats">
        {section.stats.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <span className={styles.statValue}>
              {number.format(stat.value)}
              {stat.suffix}
            </span>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    </ContentSection>
  )
}

/** #program-description: the components an agency can combine. */
export function ProgramSection({ section }: { section: TCapacityBuildingSections['program-description'] | null }) {
  const t = useTranslations('capacityBuilding.sections')
  if (!section?.components.length) return null
  return (
    <ContentSection id="program-description" title={section.title || t('programDescription')} intro={section.intro} muted>
      <ul className={styles.cards}>
        {section.components.map((component) => (
          <li key={component.title} className="card">
            <h3 className="card__title">{component.title}</h3>
            {component.description && <p className={styles.cardText}>{component.description}</p>}
          </li>
        ))}
      </ul>
    </ContentSection>
  )
}
