import type { Payload } from 'payload'
import type { TProgramKind } from '../../backend/collections/EducationPrograms/options'

const rich = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }],
  },
})

/** A program saved in Indonesian, then translated; drafts stay untranslated and unpublished. */
export async function createProgram(
  payload: Payload,
  args: { kind: TProgramKind; order: number; id: string; en: string; draft?: boolean; topic?: number },
): Promise<number> {
  const status = args.draft ? 'draft' : 'published'
  const doc = await payload.create({
    collection: 'education-programs',
    locale: 'id',
    draft: args.draft,
    data: {
      _status: status,
      kind: args.kind,
      order: args.order,
      deliveryFormat: 'blended',
      duration: { value: 3, unit: 'days' },
      topics: args.topic ? [args.topic] : [],
      title: args.id,
      summary: `Ringkasan ${args.id}`,
      audience: 'Aparatur PJPK',
      body: rich(`Isi ${args.id}`),
    },
  })
  if (!args.draft) {
    await payload.update({
      collection: 'education-programs',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published', title: args.en, summary: `Summary ${args.en}`, audience: 'Contracting agencies', body: rich(`Body ${args.en}`) },
    })
  }
  return doc.id
}
