import type { Field } from 'payload'

/**
 * A cp3p programme's lecture material (decision 036). cp3p uploads stay in the private `cp3p-materials` folder
 * (moving files between upload folders is risky); the learner gets them only through /cp3p/lms/material, which
 * checks the paid registration. Online courses use `media` and `downloads` (course-files) instead.
 */
export const cp3pMaterialField: Field = {
  name: 'cp3pMaterial',
  type: 'upload',
  relationTo: 'cp3p-materials',
  label: { en: 'cp3p material', id: 'Materi cp3p' },
  admin: {
    description: {
      en: 'Only for a cp3p programme course: a video file or document served to paid registrants.',
      id: 'Hanya untuk kursus program cp3p: berkas video atau dokumen untuk pendaftar yang sudah membayar.',
    },
  },
}
