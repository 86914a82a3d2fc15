import { useTranslations } from 'next-intl'
import type { TWhatWeDo } from '@/backend/services/about/shapes'
import { AreaGrid } from '@/features/focus-areas/components/AreaGrid'
import { PageSection } from './PageSection'

export function WhatWeDoSection({ data }: { data: TWhatWeDo | null }) {
  const t = useTranslations('about')
  return (
    <PageSection id="what-we-do" title={data?.title || t('sections.what-we-do')} lead={data?.intro} tint isEmpty={!data?.items.length} emptyText={t('empty')}>
      {data && <AreaGrid items={data.items} />}
    </PageSection>
  )
}
