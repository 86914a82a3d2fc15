import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { namedCourse, teachingCreate, teachingRows, teachingUpdate } from '../../access/teaching'
import { forgetContentHooks } from '../../lib/content-cache'
import { questionsField } from '../Assessments/question-fields'

/**
 * A pool of questions of one course, the same kinds as an assessment's own. A quiz or exam draws `count` of them at
 * random per attempt (Assessments `draws`); the draw is stored on the attempt (backend/services/assessments/draw.ts).
 * Only the course's staff read it, like Assessments: learners see questions through the assignment calls only.
 */
export const QuestionBanks: CollectionConfig = {
  slug: 'question-banks',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'course', 'updatedAt'] },
  access: { read: teachingRows(), create: teachingCreate(namedCourse), update: teachingUpdate(namedCourse), delete: isAdmin },
  hooks: forgetContentHooks('question-banks'),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    questionsField(),
  ],
}
