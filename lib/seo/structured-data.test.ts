import { describe, expect, it } from 'vitest'
import { articleLd, breadcrumbLd, courseLd, eventLd, serializeLd, webSiteLd } from './structured-data'

const organizer = { name: 'LPI Learning', url: 'https://lpi.test' }

describe('structured data', () => {
  it('marks an online event with a free offer in rupiah', () => {
    const ld = eventLd({ name: 'Webinar KPBU', url: 'https://lpi.test/event/1/webinar', startDate: '2026-12-01T02:00:00Z', online: true, organizer, inLanguage: 'id' })
    expect(ld).toMatchObject({
      '@type': 'Event',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
      offers: { price: 0, priceCurrency: 'IDR' },
    })
  })

  it('marks an event with a venue and a stream as mixed', () => {
    const ld = eventLd({ name: 'Forum', url: 'u', startDate: 's', online: true, venue: { name: 'Jakarta' }, organizer, inLanguage: 'en', price: 150000 })
    expect(ld.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode')
    expect(ld.location).toHaveLength(2)
    expect(ld.offers).toMatchObject({ price: 150000 })
  })

  it('names a changed status, a public stream and the speakers as performers', () => {
    const ld = eventLd({
      name: 'Forum',
      url: 'https://lpi.test/event/2/forum',
      startDate: '2026-12-01T09:00:00+07:00',
      online: true,
      virtualUrl: 'https://www.youtube.com/@lpi/streams',
      organizer,
      inLanguage: 'en',
      status: 'EventPostponed',
      performers: [{ name: 'Dr. Ratna', jobTitle: 'Head of Research', affiliation: 'LPI' }],
    })
    expect(ld).toMatchObject({
      eventStatus: 'https://schema.org/EventPostponed',
      location: { '@type': 'VirtualLocation', url: 'https://www.youtube.com/@lpi/streams' },
      performer: [{ '@type': 'Person', name: 'Dr. Ratna', jobTitle: 'Head of Research', affiliation: { name: 'LPI' } }],
    })
  })

  it('describes a course with its provider and online instance', () => {
    const ld = courseLd({ name: 'Dasar KPBU', description: 'Kursus', url: 'u', provider: organizer, inLanguage: 'id', isFree: true, workload: 'PT6H' })
    expect(ld).toMatchObject({ '@type': 'Course', offers: { category: 'Free' }, hasCourseInstance: { courseMode: 'Online', courseWorkload: 'PT6H' } })
  })

  it('describes a classroom program without claiming a price it does not know', () => {
    const ld = courseLd({ name: 'Pembiayaan Proyek', description: 'Pelatihan', url: 'u', provider: organizer, inLanguage: 'id', mode: 'Onsite', workload: 'P4D' })
    expect(ld).toMatchObject({ hasCourseInstance: { courseMode: 'Onsite', courseWorkload: 'P4D' } })
    expect(ld).not.toHaveProperty('offers')
  })

  it('names videos and headlines articles', () => {
    expect(articleLd({ type: 'VideoObject', headline: 'V', url: 'u', inLanguage: 'en', publisher: 'P', image: 'i', datePublished: 'd' })).toMatchObject({ name: 'V', thumbnailUrl: 'i', uploadDate: 'd' })
    expect(articleLd({ headline: 'A', url: 'u', inLanguage: 'en', publisher: 'P' })).toMatchObject({ '@type': 'Article', headline: 'A' })
  })

  it('numbers breadcrumbs from 1 and keeps a search action template', () => {
    expect(breadcrumbLd([{ name: 'Home', url: '/' }, { name: 'E-Library', url: '/e-library' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'E-Library', item: '/e-library' },
    ])
    expect(webSiteLd({ name: 'n', url: 'u', inLanguage: 'id', searchUrl: 'u/pencarian/{search_term_string}' }).potentialAction).toMatchObject({ target: 'u/pencarian/{search_term_string}' })
  })

  it('escapes < so CMS text cannot end the script tag', () => {
    expect(serializeLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
