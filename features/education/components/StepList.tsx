import NextLink from '@/lib/navigation/Link'
import type { Locale } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'
import styles from './sections.module.css'

export type TStep = { title: string; description: string; linkLabel?: string; linkUrl?: string }

/** Numbered steps (how to apply, how the portal works); a step's link is a CMS permalink, localized here. */
export function StepList({ steps, locale, testId }: { steps: TStep[]; locale: Locale; testId?: string }) {
  return (
    <ol className={styles.steps} data-testid={testId}>
      {steps.map((step, index) => (
        <li key={`${index}-${step.title}`} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            {step.description && <p>{step.description}</p>}
            {step.linkLabel && step.linkUrl && (
              <NextLink href={localizePermalink(step.linkUrl, locale)} className="link-arrow">
                {step.linkLabel}
              </NextLink>
            )}
          </div>
        </li>
      ))}
    </ol>
  )
}
