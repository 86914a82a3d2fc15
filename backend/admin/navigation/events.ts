import type { TNavGroup } from './types'

/** Webinars, workshops and forums, who registered and attended, and their downloads. */
export const eventsGroup = {
  label: { id: 'Acara', en: 'Events' },
  collections: {
    events: {
      singular: { id: 'Acara', en: 'Event' },
      plural: { id: 'Acara', en: 'Events' },
      description: { id: 'Webinar, lokakarya, dan forum. Pendaftar dan kehadirannya ada di Pendaftaran acara.', en: 'Webinars, workshops and forums. Registrants and attendance are under Event registrations.' },
    },
    'event-registrations': {
      singular: { id: 'Pendaftaran acara', en: 'Event registration' },
      plural: { id: 'Pendaftaran acara', en: 'Event registrations' },
      description: { id: 'Pendaftaran dan kehadiran digital. Saring per acara; halaman edit acara menautkan ekspor CSV.', en: 'Registrations and digital attendance. Filter by event; the event edit view links to the CSV export.' },
    },
    'event-files': {
      singular: { id: 'Berkas acara', en: 'Event file' },
      plural: { id: 'Berkas acara', en: 'Event files' },
      description: { id: 'Materi acara untuk diunduh: PDF, Word, Excel, atau PowerPoint, paling besar 20 MB.', en: 'Event materials to download: PDF, Word, Excel or PowerPoint, up to 20 MB.' },
    },
  },
  globals: {
    'event-cta': {
      label: { id: 'Ajakan di halaman Acara', en: 'Events call to action' },
      description: { id: 'Ajakan di halaman Acara (selenggarakan acara bersama kami, usulkan topik).', en: 'The call to action on the events page (host an event with us, propose a topic).' },
    },
  },
} satisfies TNavGroup
