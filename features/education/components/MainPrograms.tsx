import { useTranslations } from 'next-intl'
import { Image } from '@/components/ui/Image'
import NextLink from '@/lib/navigation/Link'
import type { TSectionHeading } from '@/backend/services/education/get-education-intro'
import type { TProgramListingItem } from '@/backend/services/education/shapes'
import content from '@/features/elibrary/components/content.module.css'
import type { Locale } from '@/lib/i18n/config'
import { programHref } from '@/lib/contracts/education/detail-routes'
import styles from './education.module.css'
import { ProgramFacts } from './ProgramFacts'

/** #main-programs: the featured programs, each with its picture, summary and facts (the menu links here). */
export function MainPrograms(props: { heading: TSectionHeading; programs: TProgramListingItem[]; locale: Locale }) {
  const { heading, programs, locale } = props
  const t = useTranslations('education')
  return (
    <section id="main-programs" className={content.section} aria-labelledby="main-programs-title">
      <h2 id="main-programs-title">{heading.title || t('sections.main')}</h2>
      {heading.intro && <p className={content.intro}>{heading.intro}</p>}
      {programs.length === 0 ? (
        <p className={content.empty}>{t('main.empty')}</p>
      ) : (
        <ul className={styles.mainGrid}>
          {programs.map((program) => (
            <li key={program.id} className={styles.mainCard} data-testid="main-program">
              {program.image && (
                <Image
                  className={styles.mainImage}
                  src={program.image.url}
                  alt=""
                  width={program.image.width ?? 640}
                  height={program.image.height ?? 360}
                  sizes="(max-width: 767px) 100vw, 560px"
                />
              )}
              <div className={styles.mainBody}>
                <h3 className={styles.mainTitle}>
                  <NextLink href={programHref(locale, program)}>{program.title}</NextLink>
                </h3>
                {program.summary && <p>{program.summary}</p>}
                <ProgramFacts program={program} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
