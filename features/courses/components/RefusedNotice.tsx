import NextLink from '@/lib/navigation/Link'
import styles from './course.module.css'

/** Why a member cannot open a course page, and where to go instead; its texts come from the server or the browser. */
export function RefusedNotice({ title, message, href, action, testId }: { title: string; message: string; href: string; action: string; testId: string }) {
  return (
    <div className={styles.notice} role="alert" data-testid={testId}>
      <h1>{title}</h1>
      <p>{message}</p>
      <NextLink className="btn btn--primary" href={href}>
        {action}
      </NextLink>
    </div>
  )
}
