import { getTranslations } from 'next-intl/server'
import { withCardPictures } from '@/features/elibrary/components/card-picture'
import { buildPath } from '@/lib/i18n/resolve-path'
import { listingMetadata, openListingPage, type TListingPageProps } from '@/lib/listing/listing-page'
import { EventHighlight } from './components/EventHighlight'
import { JumpLinks } from './components/JumpLinks'
import { MainPrograms } from './components/MainPrograms'
import { OtherPrograms } from './components/OtherPrograms'
import { PageHero } from './components/PageHero'
import { ZEducationPageQuery } from './page-query'
import { programParamsOf } from './query-state'
import { fetchEducationEvents, fetchEducationIntro, fetchMainPrograms, fetchOtherPrograms } from './queries'

const EMPTY_HEADING = { title: '', intro: '' }

export const generateMetadata = listingMetadata('/education')

/** /education: the intro, main programs, other programs (searched and paged) and, when there are any, educational events. */
export async function EducationPage(props: TListingPageProps) {
  const { locale, query } = await openListingPage(props, ZEducationPageQuery)
  const [tRoutes, t, intro, main, others, events] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'education.sections' }),
    fetchEducationIntro(locale),
    fetchMainPrograms(locale),
    fetchOtherPrograms(locale, programParamsOf(query)),
    fetchEducationEvents(locale),
  ])
  const jumps = [
    { href: '#main-programs', label: intro?.mainPrograms.title || t('main') },
    { href: '#other-programs', label: intro?.otherPrograms.title || t('other') },
    ...(events.length > 0 ? [{ href: '#event-highlight', label: intro?.eventHighlight.title || t('events') }] : []),
  ]
  return (
    <>
      <PageHero
        kicker={tRoutes('/education')}
        title={intro?.hero.title || tRoutes('/education')}
        intro={intro?.hero.intro ?? ''}
        image={intro?.hero.image ?? null}
      />
      <JumpLinks label={t('jump')} links={jumps} />
      <div className="container">
        <MainPrograms heading={intro?.mainPrograms ?? EMPTY_HEADING} programs={main ?? []} locale={locale} />
        <OtherPrograms
          action={buildPath('/education', locale)}
          heading={intro?.otherPrograms ?? EMPTY_HEADING}
          query={query}
          firstPage={withCardPictures(others?.listing ?? [])}
          totalData={others?.totalData ?? 0}
        />
        {events.length > 0 && <EventHighlight heading={intro?.eventHighlight ?? EMPTY_HEADING} events={events} locale={locale} />}
      </div>
    </>
  )
}
