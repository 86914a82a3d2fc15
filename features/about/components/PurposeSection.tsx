import { useTranslations } from 'next-intl'
import { Image } from '@/components/ui/Image'
import type { TOurPurpose } from '@/backend/services/about/shapes'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import sections from './sections.module.css'
import { PageSection } from './PageSection'

export function PurposeSection({ data }: { data: TOurPurpose | null }) {
  const t = useTranslations('about')
  return (
    <PageSection id="our-purpose" title={data?.title || t('sections.our-purpose')} tint isEmpty={!data?.statement} emptyText={t('empty')}>
      {data && (
        <div className={sections.split}>
          <div>
            <p className={sections.statement}>{data.statement}</p>
            <RichTextBody data={data.body} />
          </div>
          {data.image && (
            <Image className={sections.splitImage} src={data.image.url} alt={data.image.alt} width={data.image.width ?? 640} height={data.image.height ?? 427} sizes="(max-width: 899px) 100vw, 560px" />
          )}
        </div>
      )}
    </PageSection>
  )
}
