import type { Field } from 'payload'

export const LECTURE_TYPES = ['audio', 'video', 'file', 'presentation', 'reading', 'quiz'] as const
export type TLectureType = (typeof LECTURE_TYPES)[number]
export const VIDEO_SOURCES = ['upload', 'youtube', 'vimeo'] as const

type TSiblings = { type?: string; videoSource?: string }
const isType = (...types: TLectureType[]) => (_: unknown, siblings: TSiblings) => types.includes(siblings.type as TLectureType)

const validateVideoUrl = (value: string | null | undefined, { siblingData }: { siblingData: TSiblings }): true | string => {
  if (siblingData.type !== 'video' || siblingData.videoSource === 'upload') return true
  if (siblingData.videoSource === 'youtube' && /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{6,}/.test(value ?? '')) return true
  if (siblingData.videoSource === 'vimeo' && /^https:\/\/(www\.)?vimeo\.com\/\d+/.test(value ?? '')) return true
  return 'Paste the video address (https://www.youtube.com/watch?v=… or https://vimeo.com/…).'
}

/** What a lecture shows, by its type: a player, a file, slides, rich text, or (quiz) a link to the quiz page. */
export const contentFields: Field[] = [
  {
    name: 'videoSource',
    type: 'select',
    defaultValue: 'upload',
    options: VIDEO_SOURCES.map((value) => ({ label: value, value })),
    admin: { condition: isType('video') },
  },
  { name: 'videoUrl', type: 'text', validate: validateVideoUrl, admin: { condition: (_, s: TSiblings) => s.type === 'video' && s.videoSource !== 'upload' } },
  {
    name: 'media',
    type: 'upload',
    relationTo: 'course-files',
    admin: {
      description: 'The audio, video, file or presentation (PDF shows in the page; PowerPoint is offered to download).',
      condition: (_, s: TSiblings) => ['audio', 'file', 'presentation'].includes(s.type ?? '') || (s.type === 'video' && s.videoSource === 'upload'),
    },
  },
  { name: 'body', type: 'richText', localized: true, admin: { condition: isType('reading') } },
  {
    name: 'instruction',
    type: 'textarea',
    localized: true,
    admin: { condition: isType('quiz'), description: 'Shown before the quiz starts; questions are authored in the quiz bank.' },
  },
  {
    name: 'transcripts',
    type: 'array',
    admin: { condition: isType('audio', 'video') },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'text', type: 'textarea', required: true, localized: true },
    ],
  },
  {
    name: 'downloads',
    type: 'array',
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'file', type: 'upload', relationTo: 'course-files', required: true },
    ],
  },
]
