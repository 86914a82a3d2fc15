import { useTranslations } from 'next-intl'
import type { TLectureView } from '@/backend/services/courses/get-lecture'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import styles from './lecture.module.css'

/** The lecture itself, by type: a video (embedded or uploaded), an audio player, a file, slides or a reading. */
export function LectureContent({ lecture, quizHref }: { lecture: TLectureView; quizHref: string }) {
  const t = useTranslations('courses.lecture')
  const media = lecture.media
  switch (lecture.type) {
    case 'video':
      if (lecture.embedUrl)
        return (
          <div className={styles.player}>
            <iframe src={lecture.embedUrl} title={t('videoTitle', { title: lecture.title })} allow="encrypted-media; picture-in-picture; fullscreen" loading="lazy" />
          </div>
        )
      return media ? (
        <video className={styles.video} src={media.url} controls preload="metadata" data-testid="lecture-video" />
      ) : (
        <p>{t('noMedia')}</p>
      )
    case 'audio':
      return media ? <audio className={styles.audio} src={media.url} controls preload="metadata" data-testid="lecture-audio" /> : <p>{t('noMedia')}</p>
    case 'presentation':
      if (!media) return <p>{t('noMedia')}</p>
      return media.mimeType === 'application/pdf' ? (
        <>
          <object className={styles.slides} data={media.url} type="application/pdf" aria-label={lecture.title} data-testid="lecture-presentation">
            <a href={media.url}>{t('openPresentation')}</a>
          </object>
          <p>
            <a href={media.url} target="_blank" rel="noopener">
              {t('openPresentation')}
            </a>
          </p>
        </>
      ) : (
        <a className="btn btn--ghost" href={media.url} download={media.filename}>
          {t('downloadFile')} ({media.filename})
        </a>
      )
    case 'file':
      return media ? (
        <a className="btn btn--primary" href={media.url} download={media.filename} data-testid="lecture-file">
          {t('downloadFile')} ({media.filename})
        </a>
      ) : (
        <p>{t('noMedia')}</p>
      )
    case 'quiz':
      return (
        <div>
          <p>{t('quizIntro')}</p>
          {lecture.instruction && <p>{lecture.instruction}</p>}
          <a className="btn btn--primary" href={quizHref}>
            {t('openQuiz')}
          </a>
        </div>
      )
    default:
      return (
        <div data-testid="lecture-reading">
          <RichTextBody data={lecture.body ?? null} />
        </div>
      )
  }
}
