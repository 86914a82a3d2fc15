import type { TFaqCategory } from '@/lib/contracts/faq'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import styles from './faq.module.css'

/**
 * A category's questions as native disclosures: <summary> is reachable by Tab and opens with Enter or
 * Space, screen readers announce it as expanded or collapsed, and it works before JavaScript loads.
 */
export function FaqAccordion({ category }: { category: TFaqCategory }) {
  return (
    <>
      <h2 className={styles.categoryTitle}>{category.title}</h2>
      {category.description && <p className={styles.description}>{category.description}</p>}
      <div className={styles.accordion}>
        {category.faqs.map((faq) => (
          <details key={faq.id} className={styles.item} id={`faq-${faq.id}`}>
            <summary className={styles.question}>
              <h3>{faq.question}</h3>
            </summary>
            <div className={styles.answer}>
              <RichTextBody data={faq.answer} />
            </div>
          </details>
        ))}
      </div>
    </>
  )
}
