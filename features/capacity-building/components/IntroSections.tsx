import { useTranslations } from 'next-intl'
import { Image } from '@/components/ui/Image'
import type { TCapacityBuildingSections } from '@/lib/contracts/capacity-building'
import { ContentSection } from '@/features/education/components/ContentSection'
import styles from '@/features/education/components/sections.module.css'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import type { Locale } from '@/lib/i18n/config'
import { SectionLink } from './SectionLink'

/** #main: what the programme does for an agency, with its call to action. */
export function MainSection({ section, locale }: { section: TCapacityBuildingSections['main'] | null; locale: Locale }) {
  const t = useTranslations('capacityBuilding.sections')
  if (!section?.title && !section?.intro) return null
  return (
    <ContentSection id="main" title={section.title || t('main')} intro={section.intro}>
      <SectionLink label={section.buttonLabel} url={section.buttonUrl} locale={locale} />
    </ContentSection>
  )
}

/** #about: the programme in the editors' words, beside its picture. */
export function AboutSection({ section }: { section: TCapacityBuildingSections['about'] | null }) {
  const t = useTranslations('capacityBuilding.sections')
  if (!section?.body?.root?.children?.length) return null
  return (
    <ContentSection id="about" title={section.title || t('about')}>
      <div className={`${styles.about} ${section.image ? styles.split : ''}`}>
        <RichTextBody data={section.body} />
        {section.image && (
          <Image
            className={styles.splitImage}
            src={section.image.url}
            alt={section.image.alt}
            width={section.image.width ?? 640}
            height={section.image.height ?? 360}
            sizes="(max-width: 767px) 100vw, 460px"
          />
        )}
      </div>
    </ContentSection>
  )
}
