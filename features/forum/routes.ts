import { titleSlug } from '@/lib/format/slug'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'

type TCourseRef = { slug: string; courseName: string }

export const chapterHref = (locale: Locale, slug: string, chapter: { chapterId: number; chapterName: string }) =>
  buildPath('/online-course/discussion/chapter/[slug]/[chapterId]/[title]', locale, { slug, chapterId: String(chapter.chapterId), title: titleSlug(chapter.chapterName) })

export const threadHref = (locale: Locale, slug: string, thread: { threadId: number; title: string }) =>
  buildPath('/online-course/thread/[slug]/[threadId]/[title]', locale, { slug, threadId: String(thread.threadId), title: titleSlug(thread.title) })

export const createThreadHref = (locale: Locale, course: TCourseRef) =>
  buildPath('/online-course/discussion/create-discussion/[slug]/[title]', locale, { slug: course.slug, title: titleSlug(course.courseName) })
