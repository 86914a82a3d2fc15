import { useTranslations } from 'next-intl'
import { Image } from '@/components/ui/Image'
import type { TAcademicAdvisors } from '@/backend/services/about/shapes'
import styles from './about.module.css'
import { PageSection } from './PageSection'

/** Academic advisors as cards: photo, name, position and a short bio. */
export function AdvisorsSection({ data }: { data: TAcademicAdvisors | null }) {
  const t = useTranslations('about')
  return (
    <PageSection id="academic-advisor" title={data?.title || t('sections.academic-advisor')} lead={data?.intro} isEmpty={!data?.advisors.length} emptyText={t('empty')}>
      <ul className={styles.people}>
        {data?.advisors.map((advisor) => (
          <li key={advisor.id} className={styles.person} data-testid="advisor">
            {advisor.photo && (
              <Image className={styles.personPhoto} src={advisor.photo.url} alt={advisor.photo.alt} width={advisor.photo.width ?? 600} height={advisor.photo.height ?? 600} sizes="120px" />
            )}
            <h3 className={styles.personName}>{advisor.name}</h3>
            <p className={styles.personRole}>{advisor.position}</p>
            {advisor.bio && <p className={styles.personBio}>{advisor.bio}</p>}
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
