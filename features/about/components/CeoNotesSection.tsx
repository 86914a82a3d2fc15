import { useTranslations } from 'next-intl'
import { Image } from '@/components/ui/Image'
import type { TCeoNotes } from '@/backend/services/about/shapes'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import styles from './about.module.css'
import { PageSection } from './PageSection'

/** The CEO's note: portrait with name and position beside the quote and the note itself. */
export function CeoNotesSection({ data }: { data: TCeoNotes | null }) {
  const t = useTranslations('about')
  const isEmpty = !data?.body?.root?.children?.length && !data?.quote
  return (
    <PageSection id="ceo-notes" title={data?.title || t('sections.ceo-notes')} isEmpty={isEmpty} emptyText={t('empty')}>
      {data && (
        <div className={styles.ceo}>
          <figure className={styles.ceoFigure}>
            {data.photo && (
              <Image className={styles.ceoPhoto} src={data.photo.url} alt={data.photo.alt} width={data.photo.width ?? 600} height={data.photo.height ?? 600} sizes="(max-width: 899px) 60vw, 320px" />
            )}
            <figcaption>
              <strong className={styles.personName}>{data.name}</strong>
              <span className={styles.personRole}>{data.position}</span>
            </figcaption>
          </figure>
          <div>
            {data.quote && <blockquote className={styles.quote}>{data.quote}</blockquote>}
            <RichTextBody data={data.body} />
          </div>
        </div>
      )}
    </PageSection>
  )
}
