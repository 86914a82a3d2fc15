import { getTranslations } from 'next-intl/server'
import faqStyles from '@/features/faq/components/faq.module.css'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import { fetchFaqHighlight } from '@/features/faq/queries'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { HomeSection } from './HomeSection'

/** Five keep the band short; the FAQ page has the rest. */
const HOME_FAQ_TAKE = 5

/** The questions editors flagged as popular, answered in place (native disclosures), with a link to all of them. */
export async function FaqBand({ locale }: { locale: Locale }) {
  const [t, questions] = await Promise.all([getTranslations({ locale, namespace: 'home' }), fetchFaqHighlight(locale, HOME_FAQ_TAKE)])
  if (questions.length === 0) return null
  return (
    <HomeSection id="faq" tone="tinted" title={t('faq.title')} intro={t('faq.intro')} more={{ href: buildPath('/faq', locale), label: t('faq.more') }}>
      <div className={faqStyles.accordion}>
        {questions.map((faq) => (
          <details key={faq.id} className={faqStyles.item}>
            <summary className={faqStyles.question}>
              <h3>{faq.question}</h3>
            </summary>
            <div className={faqStyles.answer}>
              <RichTextBody data={faq.answer} />
            </div>
          </details>
        ))}
      </div>
    </HomeSection>
  )
}
