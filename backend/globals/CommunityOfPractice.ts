import type { Field, GlobalConfig } from 'payload'
import { CACHE_TAGS } from '../../lib/api/cache-tags'
import { revalidateTags } from '../hooks/revalidate-tags'
import { staffEditedDraftGlobal } from '../access/staff-content'

/** A list of short points (title and text), localized as a whole so each language keeps its own rows. */
function points(name: string, description?: string): Field {
  return {
    name,
    type: 'array',
    localized: true,
    admin: description ? { description } : undefined,
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'description', type: 'textarea' },
    ],
  }
}

const title: Field = { name: 'title', type: 'text', required: true, localized: true }

/**
 * The community of practice page (/outreach/cop), one tab per call of spec section 7:
 * cop-intro, cop-purpose, cop-membership, cop-benefit-activity, and cop/highlight for the outreach page.
 * The newsletter archive is the cop-newsletters collection.
 */
export const CommunityOfPractice: GlobalConfig = {
  slug: 'community-of-practice',
  // Short table names: PostgreSQL cuts identifiers at 63 characters, and the versioned tab arrays exceed it.
  dbName: 'cop',
  versions: { drafts: true },
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.outreach)] },
  access: staffEditedDraftGlobal,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'intro',
          fields: [title, { name: 'body', type: 'richText', localized: true }, { name: 'image', type: 'upload', relationTo: 'media' }],
        },
        {
          name: 'purpose',
          fields: [title, { name: 'body', type: 'richText', localized: true }, points('points', 'The goals, one per row')],
        },
        {
          name: 'membership',
          fields: [
            title,
            { name: 'eligibility', type: 'richText', localized: true, admin: { description: 'Who may join' } },
            points('steps', 'How to join, one step per row'),
            { name: 'joinLabel', type: 'text', localized: true },
            { name: 'joinUrl', type: 'text', admin: { description: 'An internal route, https:// or mailto: address' } },
          ],
        },
        {
          name: 'benefitActivity',
          fields: [
            title,
            { name: 'intro', type: 'textarea', localized: true },
            points('benefits'),
            points('activities'),
          ],
        },
        {
          name: 'newsletter',
          fields: [title, { name: 'intro', type: 'textarea', localized: true }],
        },
        {
          name: 'highlight',
          admin: { description: 'The teaser of the community on the outreach page' },
          fields: [
            title,
            { name: 'summary', type: 'textarea', localized: true },
            { name: 'image', type: 'upload', relationTo: 'media' },
            { name: 'linkLabel', type: 'text', localized: true },
          ],
        },
      ],
    },
  ],
}
