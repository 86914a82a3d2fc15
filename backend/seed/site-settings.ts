import type { Payload, PayloadRequest } from 'payload'
import { type Locale, locales } from '../../lib/i18n/config'
import type { SiteSetting } from '../payload-types'

const shared = {
  corporateUrl: 'https://www.ptsmi.co.id',
  email: 'info@lpi-learning.test',
  phone: '+62 21 8082 5288',
  socialLinks: [
    { icon: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/lpilearning' },
    { icon: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/lpilearning' },
    { icon: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/lpilearning' },
    { icon: 'x', name: 'X', url: 'https://x.com/lpilearning' },
    { icon: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@lpilearning' },
  ],
} satisfies Partial<SiteSetting>

const localized = {
  id: {
    siteName: 'LPI Learning',
    corporateLabel: 'Situs Korporat',
    address:
      'Sahid Sudirman Center Lt. 47\nJl. Jenderal Sudirman Kav. 86, Karet Tengsin\nTanah Abang, Jakarta Pusat 10220\nIndonesia',
    copyright: '© 2026 LPI Learning. Hak cipta dilindungi.',
    description:
      'LPI Learning adalah lembaga pembelajaran infrastruktur yang menyediakan edukasi, riset, e-library, dan sertifikasi KPBU bagi para pelaku pembangunan di Indonesia.',
    keyword: 'LPI Learning, pembelajaran infrastruktur, KPBU, pembiayaan infrastruktur, kursus online, sertifikasi',
  },
  en: {
    siteName: 'LPI Learning',
    corporateLabel: 'Corporate Website',
    address:
      'Sahid Sudirman Center, 47th Floor\nJl. Jenderal Sudirman Kav. 86, Karet Tengsin\nTanah Abang, Central Jakarta 10220\nIndonesia',
    copyright: '© 2026 LPI Learning. All rights reserved.',
    description:
      'LPI Learning is an infrastructure learning institute offering education, research, an e-library and PPP certification for development practitioners in Indonesia.',
    keyword: 'LPI Learning, infrastructure learning, PPP, infrastructure finance, online course, certification',
  },
} satisfies Record<Locale, Record<string, string>>

export async function seedSiteSettings(payload: Payload, req: PayloadRequest, ogImageId: number): Promise<void> {
  let socialLinks: SiteSetting['socialLinks'] = shared.socialLinks
  for (const locale of locales) {
    const { description, keyword, ...texts } = localized[locale]
    const saved: SiteSetting = await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: { ...shared, ...texts, socialLinks, defaultMeta: { description, keyword, image: ogImageId } },
      depth: 0,
      overrideAccess: true,
      req,
    })
    // Rows sent without their ids would be replaced, so the second locale reuses the saved rows.
    socialLinks = saved.socialLinks ?? []
  }
}
