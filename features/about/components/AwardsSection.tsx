import { useTranslations } from 'next-intl'
import { Image } from '@/components/ui/Image'
import type { TAwards } from '@/backend/services/about/shapes'
import styles from './about.module.css'
import { PageSection } from './PageSection'

/** Awards as a grid of pictures with the year, the award and who gave it. */
export function AwardsSection({ data }: { data: TAwards | null }) {
  const t = useTranslations('about')
  return (
    <PageSection id="awards" title={data?.title || t('sections.awards')} lead={data?.intro} isEmpty={!data?.awards.length} emptyText={t('empty')}>
      <ul className={styles.awards}>
        {data?.awards.map((award) => (
          <li key={award.id} className={styles.award} data-testid="award">
            {award.image && (
              <Image className={styles.awardImage} src={award.image.url} alt={award.image.alt} width={award.image.width ?? 640} height={award.image.height ?? 480} sizes="(max-width: 767px) 100vw, 280px" />
            )}
            <div className={styles.awardBody}>
              {award.year && <span className="badge">{t('awardYear', { year: award.year })}</span>}
              <h3 className={styles.awardTitle}>{award.title}</h3>
              {award.issuer && <p className={styles.awardIssuer}>{t('awardedBy', { issuer: award.issuer })}</p>}
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
