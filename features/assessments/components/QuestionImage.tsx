import type { TQuestionImage } from '@/backend/services/assessments/question-view'
import styles from './assessments.module.css'

/**
 * A question's image (spec section 3 Assignment image: path, pathWebp): the WebP size where the browser takes it,
 * the uploaded file otherwise. A plain <img>, not next/image: the optimizer would fetch the file without the
 * member's session, and the sizes are made once at upload.
 */
export function QuestionImage({ image }: { image: NonNullable<TQuestionImage> }) {
  return (
    <picture data-testid="question-image">
      {image.pathWebp && <source srcSet={image.pathWebp} type="image/webp" />}
      <img className={styles.image} src={image.path} alt={image.alt} />
    </picture>
  )
}
