import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { HistoryBack } from './HistoryBack'
import styles from './cp3p.module.css'

type THeaderProps = { locale: Locale; courseName?: string; category?: string; title?: string; backToCp3p?: boolean }

/**
 * Spec section 2, cp3p header: the course name, or the enrollment's category and title when there is none.
 * Its back link goes to the cp3p page on the registration summary, otherwise one step back in history.
 */
export async function Cp3pHeader({ locale, courseName, category, title, backToCp3p }: THeaderProps) {
  const t = await getTranslations({ locale, namespace: 'cp3p' })
  const heading = courseName || [category, title].filter(Boolean).join(' — ')
  return (
    <div className={styles.courseHeader}>
      {backToCp3p ? (
        <Link href="/cp3p" className={styles.backLink}>
          ← {t('backToCp3p')}
        </Link>
      ) : (
        <HistoryBack label={t('back')} />
      )}
      <p className={styles.courseHeaderTitle}>{heading}</p>
    </div>
  )
}
