import type { Payload, PayloadRequest } from 'payload'
import { richLines } from '../rich-lines'
import { COOKIES } from './cookies'
import { COPYRIGHT } from './copyright'
import { FORUM_GUIDELINES } from './forum'
import { PRIVACY } from './privacy'
import { TERMS } from './terms'

export const POLICY_SEEDS = [TERMS, COPYRIGHT, PRIVACY, COOKIES, FORUM_GUIDELINES]

/** The legal pages and the forum guideline, published in Indonesian and English. */
export async function seedLegal(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const policy of POLICY_SEEDS) {
    const lastUpdated = new Date(`${policy.lastUpdated}T03:00:00.000Z`).toISOString()
    const doc = await payload.create({
      collection: 'policy-pages',
      locale: 'id',
      data: {
        _status: 'published',
        key: policy.key,
        lastUpdated,
        title: policy.title.id,
        summary: policy.summary.id,
        body: richLines(policy.body.id),
      },
      overrideAccess: true,
      req,
    })
    await payload.update({
      collection: 'policy-pages',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published', title: policy.title.en, summary: policy.summary.en, body: richLines(policy.body.en) },
      overrideAccess: true,
      req,
    })
  }
}
