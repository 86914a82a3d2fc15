import type { Field } from 'payload'
import { userIsStaff } from '../../access/is-staff'
import { EVENT_FORMATS } from './options'
import { validateHttpUrl } from './validate-schedule'

/** Where people attend: a venue (offline, hybrid), an online link (online, hybrid), or both. */
export const placeFields: Field[] = [
  {
    name: 'format',
    type: 'select',
    required: true,
    defaultValue: 'offline',
    index: true,
    options: EVENT_FORMATS.map((value) => ({ label: value, value })),
  },
  {
    name: 'venue',
    type: 'group',
    admin: { condition: (data) => data?.format !== 'online' },
    fields: [
      { name: 'name', type: 'text', localized: true },
      { name: 'address', type: 'textarea', localized: true },
      { name: 'city', type: 'text' },
    ],
  },
  {
    type: 'row',
    admin: { condition: (data) => data?.format !== 'offline' },
    fields: [
      {
        name: 'onlineUrl',
        type: 'text',
        validate: validateHttpUrl,
        // A meeting link is for participants (the registration mail sends it); only a public stream is shown.
        access: { read: ({ req, siblingData }) => userIsStaff(req.user) || !!siblingData?.onlineLinkPublic },
        admin: { description: 'Meeting or stream address' },
      },
      {
        name: 'onlineLinkPublic',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'Show the link on the public page (a livestream). Otherwise only participants get it.' },
      },
    ],
  },
]
