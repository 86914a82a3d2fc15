import { useTranslations } from 'next-intl'
import { Image } from '@/components/ui/Image'
import type { TUniidIntro } from '@/backend/services/uniid/shapes'
import { PageSection } from '@/features/about/components/PageSection'
import sections from '@/features/about/components/sections.module.css'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'

export function UniidIntro({ data }: { data: TUniidIntro | null }) {
  const t = useTranslations('uniid')
  return (
    <PageSection id="intro" title={data?.title || t('sections.intro')} isEmpty={!data?.body?.root?.children?.length} emptyText={t('empty')}>
      {data && (
        <div className={sections.split}>
          <RichTextBody data={data.body} />
          {data.image && (
            <Image className={sections.splitImage} src={data.image.url} alt={data.image.alt} width={data.image.width ?? 640} height={data.image.height ?? 427} sizes="(max-width: 899px) 100vw, 560px" />
          )}
        </div>
      )}
    </PageSection>
  )
}
