import type { Field } from 'payload'

/** Every about section starts with a heading and, where it fits, a short lead paragraph. */
export function headingFields(withIntro = true): Field[] {
  const title: Field = { name: 'title', type: 'text', localized: true }
  return withIntro ? [title, { name: 'intro', type: 'textarea', localized: true }] : [title]
}
