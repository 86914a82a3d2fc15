import type { Payload, PayloadRequest } from 'payload'

/** The call to action under the events listing: host an event with the institute. */
export async function seedEventCta(payload: Payload, req: PayloadRequest): Promise<void> {
  const texts = {
    id: {
      title: 'Selenggarakan Acara Bersama Kami',
      body: 'Pemerintah daerah, perguruan tinggi, dan mitra pembangunan dapat mengajak kami menyelenggarakan webinar, lokakarya, atau forum tentang KPBU dan pembiayaan infrastruktur.',
      buttonLabel: 'Pelajari program kemitraan',
    },
    en: {
      title: 'Host an Event with Us',
      body: 'Regional governments, universities and development partners can invite us to run webinars, workshops or forums on PPPs and infrastructure finance.',
      buttonLabel: 'Explore our outreach programme',
    },
  }
  for (const locale of ['id', 'en'] as const) {
    await payload.updateGlobal({ slug: 'event-cta', locale, data: { ...texts[locale], buttonUrl: '/outreach' }, overrideAccess: true, req })
  }
}
