import type { Field } from 'payload'
import { EVENT_STATUSES, WIB_TIMEZONE } from './options'
import { validateEndDate, validateRegistrationDeadline } from './validate-schedule'

const dateAndTime = { date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'd MMM yyyy, HH:mm', timeIntervals: 15 } }
// One supported zone: the admin shows and takes WIB times whatever the editor's computer says.
const wib = { supportedTimezones: [WIB_TIMEZONE], defaultTimezone: WIB_TIMEZONE.value }

/** When the event happens and what happened to that plan. Past or upcoming is decided by endDate against now. */
export const scheduleFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'startDate', type: 'date', required: true, index: true, timezone: wib, admin: dateAndTime },
      { name: 'endDate', type: 'date', required: true, index: true, timezone: wib, validate: validateEndDate, admin: dateAndTime },
    ],
  },
  {
    name: 'year',
    type: 'number',
    index: true,
    admin: { readOnly: true, position: 'sidebar', description: 'From the start date (WIB); the year filter uses it.' },
  },
  {
    name: 'eventStatus',
    type: 'select',
    required: true,
    defaultValue: 'scheduled',
    options: EVENT_STATUSES.map((value) => ({ label: value, value })),
    admin: { position: 'sidebar' },
  },
]

/** What the registration issue needs: seats, whether sign-up is open and until when. */
export const registrationFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'capacity',
        type: 'number',
        min: 1,
        admin: { description: 'Seats (or online places). Empty means no limit.' },
      },
      { name: 'registrationOpen', type: 'checkbox', defaultValue: false },
      {
        name: 'registrationDeadline',
        type: 'date',
        timezone: wib,
        validate: validateRegistrationDeadline,
        admin: {
          ...dateAndTime,
          description: 'Empty: registration closes when the event starts.',
          condition: (_, sibling) => !!sibling?.registrationOpen,
        },
      },
    ],
  },
]
