import type { Field } from 'payload'

/**
 * Spec section 3 "Course lecture": contentDescription, contentPreview (path, alt) and assignment (duration,
 * question, lockButton). The preview image is a media upload; the lecture API answers its URL as `path`.
 */
export const previewFields: Field[] = [
  {
    name: 'contentDescription',
    type: 'textarea',
    localized: true,
    label: { en: 'About this content', id: 'Tentang konten ini' },
    admin: { description: { en: 'Shown under the lecture content: what it covers and how to use it.', id: 'Tampil di bawah konten materi: isi dan cara memakainya.' } },
  },
  {
    name: 'contentPreview',
    type: 'group',
    label: { en: 'Content preview', id: 'Pratinjau konten' },
    admin: { description: { en: 'An image shown above the content (a slide, a diagram, a still of the video).', id: 'Gambar di atas konten (slide, diagram, cuplikan video).' } },
    fields: [
      { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', id: 'Gambar' } },
      { name: 'alt', type: 'text', localized: true, label: { en: 'Alternative text', id: 'Teks alternatif' } },
    ],
  },
  {
    name: 'assignment',
    type: 'group',
    label: { en: 'Assignment', id: 'Tugas' },
    admin: { description: { en: 'A task learners do with this lecture; left empty, none is shown.', id: 'Tugas yang dikerjakan peserta bersama materi ini; bila kosong tidak ditampilkan.' } },
    fields: [
      { name: 'question', type: 'textarea', localized: true, label: { en: 'Question', id: 'Pertanyaan' } },
      { name: 'duration', type: 'number', min: 1, max: 600, label: { en: 'Duration (minutes)', id: 'Durasi (menit)' } },
      {
        name: 'lockButton',
        type: 'checkbox',
        defaultValue: false,
        label: { en: 'Lock "mark as read" for the duration', id: 'Kunci "tandai selesai" selama durasi' },
        admin: { description: { en: 'The learner can mark the lecture read only after the duration has passed on the page.', id: 'Peserta baru dapat menandai selesai setelah durasi berlalu di halaman.' } },
      },
    ],
  },
]
