import { getTranslations } from 'next-intl/server'
import { Image } from '@/components/ui/Image'
import NextLink from '@/lib/navigation/Link'
import type { TProgramDetail } from '@/backend/services/education/shapes'
import content from '@/features/elibrary/components/content.module.css'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import styles from './education.module.css'
import { ProgramFacts } from './ProgramFacts'

export async function ProgramDetailView({ program, locale }: { program: TProgramDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'education' })
  const section = program.type === 'main' ? '#main-programs' : '#other-programs'
  const education = buildPath('/education', locale)
  return (
    <article className={`container ${content.page} ${content.detail}`} data-kind={program.type}>
      <p>
        <NextLink href={`${education}${section}`} className="link-arrow">
          {t('detail.back')}
        </NextLink>
      </p>
      <p className={content.meta}>
        <span className="badge">{t(`kind.${program.type}`)}</span>
      </p>
      <h1>{program.title}</h1>
      {program.summary && <p className={content.intro}>{program.summary}</p>}
      {program.topics.length > 0 && (
        <ul className={content.topics} aria-label={t('detail.topics')}>
          {program.topics.map((topic) => (
            <li key={topic.id}>{topic.title}</li>
          ))}
        </ul>
      )}
      <div className={styles.factsBox}>
        <ProgramFacts program={program} />
      </div>
      {program.image && (
        <Image
          className={content.detailCover}
          src={program.image.url}
          alt={program.image.alt}
          width={program.image.width ?? 640}
          height={program.image.height ?? 360}
          sizes="(max-width: 860px) 100vw, 820px"
          priority
        />
      )}
      <RichTextBody data={program.body} />
      <aside className={`${content.section} ${content.cta}`} aria-labelledby="program-interest">
        <h2 id="program-interest">{t('detail.interest')}</h2>
        <p>{t('detail.interestBody')}</p>
        <p className={content.actions}>
          <NextLink href={buildPath('/faq', locale)} className="btn">
            {t('detail.faq')}
          </NextLink>
          <NextLink href={`${education}#other-programs`} className="btn">
            {t('detail.more')}
          </NextLink>
        </p>
      </aside>
    </article>
  )
}
