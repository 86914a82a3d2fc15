import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import { distinctTestimonies } from '../distinct-testimonies'
import { fetchTestimonies } from '../queries'
import styles from './cp3p.module.css'

/** What past participants said (GET /cp3p/testimony, across programmes), under the landing page's programme list. */
export async function Testimonies({ locale }: { locale: Locale }) {
  const [t, rows] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), fetchTestimonies(locale)])
  const shown = distinctTestimonies(rows)
  if (shown.length === 0) return null
  return (
    <section aria-labelledby="cp3p-testimonies" data-testid="cp3p-testimonies">
      <h2 id="cp3p-testimonies">{t('testimony')}</h2>
      {shown.map((row) => (
        <blockquote key={`${row.name}-${row.quote}`} className={styles.quote}>
          <p>“{row.quote}”</p>
          <footer>{[row.name, row.role, row.course].filter(Boolean).join(', ')}</footer>
        </blockquote>
      ))}
    </section>
  )
}
