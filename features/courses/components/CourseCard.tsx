import { Image } from '@/components/ui/Image'
import NextLink from '@/lib/navigation/Link'
import type { ReactNode } from 'react'
import type { TCourseCard } from '@/backend/services/courses/shapes'
import styles from './courses.module.css'

/** One course in a list: the name is the link (one tab stop per card); `children` adds progress or actions. */
export function CourseCard({ course, href, meta, children }: { course: TCourseCard; href: string; meta: string; children?: ReactNode }) {
  return (
    <li className={styles.card} data-testid="course-card">
      {course.image && <Image className={styles.cardImage} src={course.image.url} alt="" width={course.image.width ?? 640} height={course.image.height ?? 360} sizes="(max-width: 767px) 100vw, 380px" />}
      <div className={styles.cardBody}>
        <h2>
          <NextLink href={href}>{course.courseName}</NextLink>
        </h2>
        <p className={styles.meta}>{meta}</p>
        {course.courseInfo && <p>{course.courseInfo}</p>}
        {children}
      </div>
    </li>
  )
}
