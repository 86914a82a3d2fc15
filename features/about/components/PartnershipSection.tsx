import { useTranslations } from 'next-intl'
import { Image } from '@/components/ui/Image'
import type { TPartner, TPartnership } from '@/backend/services/about/shapes'
import styles from './about.module.css'
import { PageSection } from './PageSection'

function PartnerLogo({ partner }: { partner: TPartner }) {
  return partner.logo ? (
    <Image className={styles.logo} src={partner.logo.url} alt="" width={partner.logo.width ?? 640} height={partner.logo.height ?? 240} sizes="220px" />
  ) : (
    <span className={styles.logoText}>{partner.name}</span>
  )
}

/** Partner logos as a grid; each links to the partner's site (in a new tab) and is named for screen readers. */
export function PartnershipSection({ data }: { data: TPartnership | null }) {
  const t = useTranslations('about')
  return (
    <PageSection id="partnership" title={data?.title || t('sections.partnership')} lead={data?.intro} tint isEmpty={!data?.partners.length} emptyText={t('empty')}>
      <ul className={styles.logos}>
        {data?.partners.map((partner) => (
          <li key={partner.id} className={styles.logoCell} data-testid="partner">
            {partner.url ? (
              <a href={partner.url} target="_blank" rel="noopener noreferrer" aria-label={t('visitPartner', { name: partner.name })}>
                <PartnerLogo partner={partner} />
              </a>
            ) : (
              <PartnerLogo partner={partner} />
            )}
            <span className={styles.logoCaption}>{partner.name}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
