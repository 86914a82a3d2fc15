import { useTranslations } from 'next-intl'
import { Image } from '@/components/ui/Image'
import type { TUniversityListing } from '@/backend/services/uniid/shapes'
import { PageSection } from '@/features/about/components/PageSection'
import styles from './uniid.module.css'

/** The partner universities: emblem, name, city and a link to the university's own site. */
export function UniversityListing({ data }: { data: TUniversityListing | null }) {
  const t = useTranslations('uniid')
  const universities = data?.universities ?? []
  return (
    <PageSection id="university-listing" title={data?.title || t('sections.university-listing')} lead={data?.intro} isEmpty={universities.length === 0} emptyText={t('noUniversities')}>
      <p className={styles.count}>{t('universityCount', { count: data?.totalData ?? 0 })}</p>
      <ul className={styles.universities}>
        {universities.map((university) => (
          <li key={university.id} className={styles.university} data-testid="university">
            {university.logo && (
              <Image className={styles.logo} src={university.logo.url} alt={university.logo.alt} width={university.logo.width ?? 400} height={university.logo.height ?? 400} sizes="72px" />
            )}
            <div>
              <h3 className={styles.name}>{university.name}</h3>
              <p className={styles.city}>{university.city}</p>
              {university.website && (
                <a href={university.website} target="_blank" rel="noopener noreferrer" aria-label={t('visitWebsite', { name: university.name })}>
                  {t('website')}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
