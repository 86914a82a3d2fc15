import type { Metadata } from 'next'
import NextLink from '@/lib/navigation/Link'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { TProjectDocumentKind } from '@/backend/collections/ProjectDocuments'
import { isLocale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { DocumentCard } from './components/DocumentCard'
import styles from './components/documents.module.css'
import { groupByStage } from './group-by-stage'
import { fetchProjectDocuments } from './queries'

type TProps = { params: Promise<{ locale: string }> }

const ROUTES = { template: '/template', example: '/example' } as const

/**
 * /template (document templates) and /example (worked examples): the spec only names these routes; see
 * backend/collections/ProjectDocuments for what we made of them. Documents are grouped by KPBU stage.
 */
export function projectDocumentsPage(kind: TProjectDocumentKind) {
  const route = ROUTES[kind]
  const other = kind === 'template' ? 'example' : 'template'

  async function generateMetadata({ params }: TProps): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    return pageMetadata({ locale, route })
  }

  async function Page({ params }: TProps) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const [t, tRoutes, docs] = await Promise.all([
      getTranslations({ locale, namespace: 'projectDocuments' }),
      getTranslations({ locale, namespace: 'routes' }),
      fetchProjectDocuments(locale, kind),
    ])
    const groups = groupByStage(docs ?? [])
    return (
      <div className={`container ${styles.page}`}>
        <h1>{tRoutes(route)}</h1>
        <p className={styles.intro}>{t(`${kind}.intro`)}</p>
        <p className={styles.crossLink}>
          <NextLink href={buildPath(ROUTES[other], locale)} className="link-arrow">
            {t(`${kind}.crossLink`)}
          </NextLink>
        </p>
        {groups.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
        {groups.map((group) => (
          <section key={group.stage} id={group.stage} className={styles.stage} aria-labelledby={`${group.stage}-title`}>
            <h2 id={`${group.stage}-title`}>{t(`stages.${group.stage}.title`)}</h2>
            <p className={styles.stageIntro}>{t(`stages.${group.stage}.intro`)}</p>
            <ul className={styles.grid}>
              {group.items.map((doc) => (
                <DocumentCard key={doc.id} doc={doc} locale={locale} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    )
  }

  return { generateMetadata, Page }
}
