import type { Field } from 'payload'

export const FORM_FIELD_TYPES = ['text', 'email', 'phone', 'select', 'checkbox'] as const

/**
 * The questions the registration form asks on top of the member's account (name and email are known).
 * Answers are stored by the row id, so relabelling a question keeps earlier answers attached to it.
 */
export const registrationFormField: Field = {
  name: 'registrationForm',
  type: 'array',
  labels: { singular: { id: 'Pertanyaan', en: 'Question' }, plural: { id: 'Formulir pendaftaran', en: 'Registration form' } },
  admin: {
    description: 'Extra questions for registrants (the account already gives name and email).',
    condition: (data) => !!data?.registrationOpen,
    initCollapsed: true,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, localized: true },
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'text',
          options: FORM_FIELD_TYPES.map((value) => ({ label: value, value })),
        },
        { name: 'required', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'options',
      type: 'array',
      admin: { condition: (_, sibling) => sibling?.type === 'select' },
      validate: (value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }) =>
        siblingData?.type !== 'select' || (Array.isArray(value) && value.length > 0) ? true : 'A select question needs options',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, admin: { description: 'Stored and exported' } },
            { name: 'label', type: 'text', required: true, localized: true },
          ],
        },
      ],
    },
  ],
}
