import { renderToStaticMarkup } from 'react-dom/server'
import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { NAV_GROUPS } from '../../backend/admin/navigation'
import { PendingWork } from '../../backend/admin/pending-work/PendingWork'
import type { User } from '../../backend/payload-types'
import { createUser, getTestPayload, unique } from './setup/payload'

const bilingual = expect.objectContaining({ id: expect.stringMatching(/\S/), en: expect.stringMatching(/\S/) })
const groupLabels = NAV_GROUPS.map((group) => group.label.en)

/** The admin sidebar shows a group where its first entry is: each group must be one run, in NAV_GROUPS order. */
function runsOf(labels: string[]): string[] {
  return labels.filter((label, index) => label !== labels[index - 1])
}

describe('admin navigation (decision 026)', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('gives every collection a job group, labels and a description in Indonesian and English', () => {
    const own = payload.config.collections.filter((collection) => !collection.slug.startsWith('payload-'))
    for (const collection of own) {
      expect(collection.admin.group, collection.slug).toEqual(bilingual)
      expect(collection.labels, collection.slug).toEqual({ singular: bilingual, plural: bilingual })
      expect(collection.admin.description, collection.slug).toEqual(bilingual)
    }
    const runs = runsOf(own.map((collection) => (collection.admin.group as { en: string }).en))
    expect(runs).toEqual(groupLabels.filter((label) => runs.includes(label)))
    expect(new Set(runs).size).toBe(runs.length)
  })

  it('gives every global a group, a label and a description in both languages', () => {
    for (const global of payload.config.globals) {
      expect(global.admin.group, global.slug).toEqual(bilingual)
      expect(global.label, global.slug).toEqual(bilingual)
      expect(global.admin.description, global.slug).toEqual(bilingual)
    }
    const runs = runsOf(payload.config.globals.map((global) => (global.admin.group as { en: string }).en))
    expect(new Set(runs).size).toBe(runs.length)
  })

  it('speaks Indonesian unless English is chosen, dates the Indonesian way, and asks no outside host for avatars', () => {
    expect(Object.keys(payload.config.i18n.supportedLanguages).sort()).toEqual(['en', 'id'])
    expect(payload.config.i18n.fallbackLanguage).toBe('id')
    expect(payload.config.admin.dateFormat).toBe('d MMM yyyy, HH:mm')
    expect(payload.config.admin.avatar).toBe('default')
  })
})

describe('pending work on the admin dashboard', () => {
  let payload: Payload
  let admin: User
  const i18n = (language: 'id' | 'en') => ({ language }) as I18nClient

  async function render(user: User | null, language: 'id' | 'en' = 'id') {
    const element = await PendingWork({ payload, user: (user ?? undefined) as never, i18n: i18n(language) })
    return element ? renderToStaticMarkup(element) : ''
  }

  function count(html: string, key: string): number {
    const match = html.match(new RegExp(`data-testid="pending-${key}"[^>]*>\\s*<strong[^>]*>(\\d+)<`))
    if (!match) throw new Error(`no ${key} in ${html}`)
    return Number(match[1])
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createUser('admin')
  })

  it('counts proofs waiting for verification and links to the filtered list', async () => {
    const before = count(await render(admin), 'cp3p-proofs')
    const programme = await payload.create({
      collection: 'cp3p-programmes',
      data: { title: 'Pending work', slug: unique('pending'), price: 1000, currency: 'IDR', capacity: 5, dueDateRegistration: new Date(Date.now() + 86_400_000).toISOString() },
    })
    const learner = await createUser('learner')
    const registration = await payload.create({
      collection: 'cp3p-registrations',
      data: { user: learner.id, programme: programme.id, amount: 1000, currency: 'IDR', provider: 'bank-transfer', status: 'registered', paymentStatus: 'unpaid', reference: unique('ref') },
    })
    const html = await render(admin)
    expect(count(html, 'cp3p-proofs')).toBe(before)
    expect(count(html, 'cp3p-new')).toBeGreaterThan(0)

    await payload.update({ collection: 'cp3p-registrations', id: registration.id, data: { paymentStatus: 'waiting-verification' } })
    const after = await render(admin)
    expect(count(after, 'cp3p-proofs')).toBe(before + 1)
    expect(after).toContain('href="/admin/collections/cp3p-registrations?where[paymentStatus][equals]=waiting-verification"')
    expect(after).toContain('Bukti bayar CP3P menunggu verifikasi')
    expect(await render(admin, 'en')).toContain('CP3P payment proofs waiting for verification')
  })

  it('shows teaching staff only the event registrations they may read, and a learner nothing', async () => {
    const lecturer = await createUser('lecturer')
    const html = await render(lecturer)
    expect(html).toContain('data-testid="pending-event-new"')
    expect(html).not.toContain('pending-cp3p')
    expect(await render(await createUser('learner'))).toBe('')
    expect(await render(null)).toBe('')
  })
})
