import type { Payload, PayloadRequest } from 'payload'

const DEMO_NOTIFICATIONS = [
  {
    type: 'online-course' as const,
    id: 'Anda terdaftar di kursus "Dasar-Dasar KPBU". Selamat belajar!',
    en: 'You are enrolled in the course "PPP Fundamentals". Enjoy learning!',
    permalink: '/education/online-course',
  },
  {
    type: 'discussion' as const,
    id: 'Ratna Kusumawati membalas diskusi Anda tentang skema availability payment.',
    en: 'Ratna Kusumawati replied to your discussion on availability payment schemes.',
    permalink: '/education/online-course',
  },
  {
    type: 'information' as const,
    id: 'Pendaftaran sertifikasi CP3P gelombang berikutnya telah dibuka.',
    en: 'Registration for the next CP3P certification batch is open.',
    permalink: '/cp3p',
  },
  {
    type: 'information' as const,
    id: 'Riset terbaru tentang pembiayaan infrastruktur daerah telah terbit di e-library.',
    en: 'New research on regional infrastructure financing is out in the e-library.',
    permalink: '/e-library',
  },
]

/** A few unread notifications for the first demo learner, so the bell and its page have something to show. */
export async function seedNotifications(payload: Payload, req: PayloadRequest, userId: number): Promise<void> {
  for (const item of DEMO_NOTIFICATIONS) {
    const doc = await payload.create({
      collection: 'notifications',
      locale: 'id',
      data: { user: userId, type: item.type, intro: item.id, permalink: item.permalink, status: 'unread' },
      req,
    })
    await payload.update({ collection: 'notifications', id: doc.id, locale: 'en', data: { intro: item.en }, req })
  }
}
