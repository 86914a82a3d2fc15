/**
 * schema.org JSON-LD for search engines. Builders return plain objects; components/seo/JsonLd prints them.
 * Dates are ISO strings; URLs are absolute (built on siteUrl()).
 */
type TJson = Record<string, unknown>

/** The site with its search box: `searchUrl` contains `{search_term_string}` where the query goes. */
export function webSiteLd(site: { name: string; url: string; inLanguage: string; searchUrl: string }): TJson {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: site.inLanguage,
    potentialAction: { '@type': 'SearchAction', target: site.searchUrl, 'query-input': 'required name=search_term_string' },
  }
}

export function breadcrumbLd(items: { name: string; url: string }[]): TJson {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  }
}

export type TArticle = {
  type?: 'Article' | 'ScholarlyArticle' | 'VideoObject' | 'AudioObject' | 'CreativeWork'
  headline: string
  description?: string
  url: string
  image?: string | null
  datePublished?: string | null
  inLanguage: string
  publisher: string
  keywords?: string[]
}

export function articleLd(article: TArticle): TJson {
  const type = article.type ?? 'Article'
  return {
    '@context': 'https://schema.org',
    '@type': type,
    [type === 'VideoObject' || type === 'AudioObject' ? 'name' : 'headline']: article.headline,
    ...(article.description && { description: article.description }),
    url: article.url,
    mainEntityOfPage: article.url,
    ...(article.image && { [type === 'VideoObject' ? 'thumbnailUrl' : 'image']: article.image }),
    ...(article.datePublished && { datePublished: article.datePublished, ...(type === 'VideoObject' && { uploadDate: article.datePublished }) }),
    inLanguage: article.inLanguage,
    publisher: { '@type': 'Organization', name: article.publisher },
    ...(article.keywords?.length && { keywords: article.keywords.join(', ') }),
  }
}

export type TEventLd = {
  name: string
  description?: string
  url: string
  startDate: string
  endDate?: string | null
  image?: string | null
  online: boolean
  venue?: { name: string; address?: string } | null
  organizer: { name: string; url: string }
  isFree?: boolean
  price?: number
  currency?: string
  inLanguage: string
  /** schema.org EventStatusType name; scheduled when not given. */
  status?: 'EventScheduled' | 'EventRescheduled' | 'EventPostponed' | 'EventCancelled' | 'EventMovedOnline'
  /** Where to attend online when it is public (a livestream); the event page otherwise. */
  virtualUrl?: string | null
  performers?: { name: string; jobTitle?: string; affiliation?: string }[]
}

function performerLd(performer: NonNullable<TEventLd['performers']>[number]): TJson {
  return {
    '@type': 'Person',
    name: performer.name,
    ...(performer.jobTitle && { jobTitle: performer.jobTitle }),
    ...(performer.affiliation && { affiliation: { '@type': 'Organization', name: performer.affiliation } }),
  }
}

/** An event (issue 10's pages use it): online, offline or mixed attendance, with free or paid offers. */
export function eventLd(event: TEventLd): TJson {
  const online = { '@type': 'VirtualLocation', url: event.virtualUrl || event.url }
  const place = event.venue ? { '@type': 'Place', name: event.venue.name, ...(event.venue.address && { address: event.venue.address }) } : null
  const location = event.online && place ? [online, place] : event.online ? online : place
  const mode = event.online && place ? 'Mixed' : event.online ? 'Online' : 'Offline'
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    ...(event.description && { description: event.description }),
    url: event.url,
    startDate: event.startDate,
    ...(event.endDate && { endDate: event.endDate }),
    eventAttendanceMode: `https://schema.org/${mode}EventAttendanceMode`,
    eventStatus: `https://schema.org/${event.status ?? 'EventScheduled'}`,
    ...(location && { location }),
    ...(event.image && { image: [event.image] }),
    organizer: { '@type': 'Organization', name: event.organizer.name, url: event.organizer.url },
    ...(event.performers?.length && { performer: event.performers.map(performerLd) }),
    offers: {
      '@type': 'Offer',
      url: event.url,
      price: event.isFree || !event.price ? 0 : event.price,
      priceCurrency: event.currency ?? 'IDR',
      availability: 'https://schema.org/InStock',
    },
    inLanguage: event.inLanguage,
  }
}

export type TCourseLd = {
  name: string
  description: string
  url: string
  provider: { name: string; url: string }
  inLanguage: string
  image?: string | null
  isFree?: boolean
  price?: number
  currency?: string
  /** ISO 8601 duration of the workload, e.g. PT6H. */
  workload?: string
  /** How it is delivered; self-paced online courses by default. */
  mode?: 'Online' | 'Onsite' | 'Blended'
}

/**
 * A course (issue 5's catalogue and enrol pages, the education programs). Offers are stated only when the
 * price is known (isFree or price given), so a program without a fee in the CMS does not claim to be free.
 */
export function courseLd(course: TCourseLd): TJson {
  const priced = course.isFree !== undefined || course.price !== undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: course.url,
    provider: { '@type': 'Organization', name: course.provider.name, sameAs: course.provider.url },
    inLanguage: course.inLanguage,
    ...(course.image && { image: course.image }),
    ...(priced && {
      offers: {
        '@type': 'Offer',
        category: course.isFree || !course.price ? 'Free' : 'Paid',
        price: course.isFree || !course.price ? 0 : course.price,
        priceCurrency: course.currency ?? 'IDR',
      },
    }),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: course.mode ?? 'Online',
      ...(course.workload && { courseWorkload: course.workload }),
    },
  }
}

/** JSON for a <script type="application/ld+json">: `<` escaped so CMS text can never close the tag. */
export function serializeLd(data: TJson | TJson[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
