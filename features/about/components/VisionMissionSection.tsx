import { useTranslations } from 'next-intl'
import type { TVisionMission } from '@/backend/services/about/shapes'
import styles from './about.module.css'
import { PageSection } from './PageSection'

/** Vision and mission side by side: one statement, then the numbered missions. */
export function VisionMissionSection({ data }: { data: TVisionMission | null }) {
  const t = useTranslations('about')
  return (
    <PageSection id="vision-mission" title={data?.title || t('sections.vision-mission')} isEmpty={!data?.vision && !data?.missions.length} emptyText={t('empty')}>
      {data && (
        <div className={styles.visionMission}>
          <div className={`${styles.panel} ${styles.vision}`}>
            <h3>{t('vision')}</h3>
            <p>{data.vision}</p>
          </div>
          <div className={styles.panel}>
            <h3>{t('mission')}</h3>
            <ol className={styles.missions}>
              {data.missions.map((mission) => (
                <li key={mission.id}>{mission.text}</li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </PageSection>
  )
}
