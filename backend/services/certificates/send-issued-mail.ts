import type { Payload } from 'payload'
import { titleSlug } from '../../../lib/format/slug'
import { buildPath } from '../../../lib/i18n/resolve-path'
import { siteUrl } from '../../../lib/seo/site-url'
import { queueMail } from '../../jobs/queue-mail'
import { renderMail } from '../mail/layout'
import { verificationUrl } from './certificate-links'

type TIssuedMail = { to: string; name: string; course: { slug: string; names: { id: string; en: string } }; code: string }

/** One bilingual mail (the learner's language is not stored): Indonesian first, English below. */
export async function sendCertificateIssuedMail(payload: Payload, { to, name, course, code }: TIssuedMail): Promise<void> {
  const page = new URL(buildPath('/online-course/e-certificate/[slug]/[title]', 'id', { slug: course.slug, title: titleSlug(course.names.id) }), siteUrl()).href
  await queueMail(payload, {
    kind: 'certificateIssued',
    to,
    subject: `E-sertifikat Anda telah terbit / Your e-certificate is issued: ${course.names.id}`,
    ...renderMail({
      greeting: `Halo ${name},`,
      lines: [
        `Selamat, Anda telah menyelesaikan kursus ${course.names.id}. Berikan umpan balik kursus, lalu unduh e-sertifikat Anda (PDF).`,
        `Congratulations, you have completed ${course.names.en}. Give the course feedback, then download your e-certificate (PDF).`,
        `Kode verifikasi / Verification code: ${code}`,
        `Verifikasi / Verify: ${verificationUrl(code)}`,
      ],
      action: { label: 'Lihat e-sertifikat / See the e-certificate', url: page },
      footer: 'LPI Learning',
    }),
  })
}
