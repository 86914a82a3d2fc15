import { useLocale, useTranslations } from 'next-intl'
import type { TProgramListingItem } from '@/backend/services/education/shapes'
import type { TWithPicture } from '@/features/elibrary/components/card-picture'
import { ContentCard } from '@/features/elibrary/components/ContentCard'
import type { Locale } from '@/lib/i18n/config'
import { programHref } from '@/lib/contracts/education/detail-routes'

/** A program in a listing: the e-library's card (its picture made ahead) with the program's format and length as its meta line. */
export function ProgramCard({ program }: { program: TWithPicture<TProgramListingItem> }) {
  const locale = useLocale() as Locale
  const t = useTranslations('education.facts')
  return (
    <ContentCard
      href={programHref(locale, program)}
      title={program.title}
      picture={program.picture}
      excerpt={program.summary}
      topics={program.topics}
      meta={
        <>
          <span className="badge">{t(`formats.${program.deliveryFormat}`)}</span>
          {program.duration && <span>{t(`units.${program.duration.unit}`, { count: program.duration.value })}</span>}
        </>
      }
    />
  )
}
