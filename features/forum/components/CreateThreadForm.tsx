'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type ChangeEvent, type FormEvent } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { TEXT_MAX, TITLE_MAX } from '@/lib/contracts/forum'
import { forumApi } from '../client-api'
import { threadHref } from '../routes'
import { textToHtml } from '../text-to-html'
import { MentionTextarea, useMentions } from './MentionTextarea'
import type { TForumChapter } from '../types'
import styles from './forum.module.css'

type TErrors = Partial<Record<'chapter' | 'title' | 'description' | 'image' | 'form', string>>

/** Spec section 2 create-discussion: chapter, sub-chapter, title and a description with uploaded images. */
export function CreateThreadForm({ courseId, slug, chapters, chapterId }: { courseId: number; slug: string; chapters: TForumChapter[]; chapterId?: number }) {
  const locale = useLocale() as Locale
  const t = useTranslations('forum.create')
  const tv = useTranslations('validation')
  const router = useRouter()
  const [chapter, setChapter] = useState(chapterId ? String(chapterId) : '')
  const [subchapter, setSubchapter] = useState('')
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [images, setImages] = useState<{ url: string; alt: string }[]>([])
  const [errors, setErrors] = useState<TErrors>({})
  const mentions = useMentions()
  const [busy, setBusy] = useState<'' | 'upload' | 'submit'>('')
  const subchapters = chapters.find((row) => String(row.chapterId) === chapter)?.subchapters ?? []

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setBusy('upload')
    const result = await forumApi(locale).uploadImage(courseId, file)
    setBusy('')
    if (!result.ok || !result.data) return setErrors((current) => ({ ...current, image: result.message || t('imageFailed') }))
    setErrors((current) => ({ ...current, image: undefined }))
    setImages((current) => [...current, { url: result.data!.url, alt: file.name.replace(/\.[^.]+$/, '').slice(0, 80) }])
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const next: TErrors = {}
    if (!chapter) next.chapter = tv('required', { label: t('chapter') })
    if (!title.trim()) next.title = tv('required', { label: t('title') })
    else if (title.trim().length > TITLE_MAX) next.title = tv('maxLength', { label: t('title'), n: TITLE_MAX })
    if (!description.trim() && images.length === 0) next.description = tv('required', { label: t('description') })
    else if (description.length > TEXT_MAX) next.description = tv('maxLength', { label: t('description'), n: TEXT_MAX })
    setErrors(next)
    if (Object.keys(next).length) return
    setBusy('submit')
    const result = await forumApi(locale).createThread({ courseId, chapterId: Number(chapter), subchapterId: subchapter ? Number(subchapter) : null, title: title.trim(), description: textToHtml(description, images), mentions: mentions.idsIn(description) })
    if (!result.ok || !result.data) {
      setBusy('')
      return setErrors({ form: result.message })
    }
    router.push(threadHref(locale, slug, result.data))
  }

  const field = (name: keyof TErrors) => ({ 'aria-invalid': !!errors[name], 'aria-describedby': errors[name] ? `${name}-error` : undefined })
  const errorOf = (name: keyof TErrors) =>
    errors[name] && (
      <p id={`${name}-error`} role="alert" className={styles.error}>
        {errors[name]}
      </p>
    )

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="create-thread-form">
      <label htmlFor="thread-chapter">{t('chapter')}</label>
      <select id="thread-chapter" value={chapter} onChange={(event) => (setChapter(event.target.value), setSubchapter(''))} {...field('chapter')}>
        <option value="">{t('chooseChapter')}</option>
        {chapters.map((row) => (
          <option key={row.chapterId} value={row.chapterId}>
            {row.chapterName}
          </option>
        ))}
      </select>
      {errorOf('chapter')}
      <label htmlFor="thread-subchapter">{t('subchapter')}</label>
      <select id="thread-subchapter" value={subchapter} onChange={(event) => setSubchapter(event.target.value)} disabled={!subchapters.length}>
        <option value="">{t('noSubchapter')}</option>
        {subchapters.map((row) => (
          <option key={row.subchapterId} value={row.subchapterId}>
            {row.title}
          </option>
        ))}
      </select>
      <label htmlFor="thread-title">{t('title')}</label>
      <input id="thread-title" value={title} maxLength={TITLE_MAX + 20} onChange={(event) => setTitle(event.target.value)} {...field('title')} />
      {errorOf('title')}
      <label htmlFor="thread-description">{t('description')}</label>
      <MentionTextarea id="thread-description" rows={8} courseId={courseId} value={description} onChange={setDescription} onMention={mentions.add} {...field('description')} />
      {errorOf('description')}
      <label htmlFor="thread-image">{t('image')}</label>
      <input id="thread-image" type="file" accept="image/jpeg,image/png,image/webp" onChange={upload} disabled={busy !== ''} {...field('image')} />
      <p className={styles.muted}>{busy === 'upload' ? t('uploading') : t('imageHint')}</p>
      {errorOf('image')}
      {images.length > 0 && (
        <ul className={styles.previews} aria-label={t('attached')}>
          {images.map((image) => (
            <li key={image.url}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a member's own upload, served only to course members */}
              <img src={image.url} alt={image.alt} />
              <button type="button" className={styles.linkButton} onClick={() => setImages((current) => current.filter((row) => row.url !== image.url))}>
                {t('removeImage')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {errorOf('form')}
      <button type="submit" className="btn btn--primary" disabled={busy !== ''} aria-busy={busy === 'submit'} data-testid="create-thread-submit">
        {busy === 'submit' ? t('sending') : t('submit')}
      </button>
    </form>
  )
}
