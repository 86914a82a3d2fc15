import { useTranslations } from 'next-intl'
import { Image } from '@/components/ui/Image'
import type { TCapacityBuildingSections } from '@/lib/contracts/capacity-building'
import { ContentSection } from '@/features/education/components/ContentSection'
import content from '@/features/elibrary/components/content.module.css'

type TPortfolioItem = TCapacityBuildingSections['portofolio']['items'][number]

/** #portofolio (the spec's spelling): capacity building delivered, each with its picture, place and year. */
export function PortfolioSection({ section }: { section: TCapacityBuildingSections['portofolio'] | null }) {
  const t = useTranslations('capacityBuilding.sections')
  if (!section?.items.length) return null
  return (
    <ContentSection id="portofolio" title={section.title || t('portfolio')} intro={section.intro}>
      <ul className={content.grid} data-testid="portfolio">
        {section.items.map((item) => (
          <PortfolioCard key={`${item.title}-${item.year}`} item={item} />
        ))}
      </ul>
    </ContentSection>
  )
}

/** Not a link (a portfolio entry has no page), so its picture keeps the editors' alt text. */
function PortfolioCard({ item }: { item: TPortfolioItem }) {
  const place = [item.location, item.year].filter(Boolean).join(' · ')
  return (
    <li className={content.card}>
      {item.image && (
        <Image
          className={content.cardImage}
          src={item.image.url}
          alt={item.image.alt}
          width={item.image.width ?? 640}
          height={item.image.height ?? 360}
          sizes="(max-width: 767px) 100vw, 380px"
        />
      )}
      <div className={content.cardBody}>
        {place && <p className={content.meta}>{place}</p>}
        <h3 className={content.cardTitle}>{item.title}</h3>
        {item.description && <p className={content.excerpt}>{item.description}</p>}
      </div>
    </li>
  )
}
