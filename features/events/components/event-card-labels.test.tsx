// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { createTranslator, type AbstractIntlMessages } from 'next-intl'
import { afterEach, describe, expect, it } from 'vitest'
import { EVENT_FORMATS, EVENT_STATUSES } from '@/backend/collections/Events/options'
import { locales, type Locale } from '@/lib/i18n/config'
import { loadMessages } from '@/lib/i18n/messages'
import { eventCardLabelsOf } from './event-card-labels'
import type { TEventCard } from './event-cards'
import { EventCardMeta } from './EventCardMeta'

afterEach(cleanup)

const labelsIn = async (locale: Locale) => {
  const messages = await loadMessages(locale)
  const t = createTranslator({ locale, messages: messages as AbstractIntlMessages, namespace: 'events', onError: (error) => { throw error } })
  return eventCardLabelsOf(t)
}

describe('event card labels (written by the server, docs/decisions/045)', () => {
  it.each(locales)('has a word for every format and schedule status in %s', async (locale) => {
    const labels = await labelsIn(locale)
    expect(Object.keys(labels.format)).toEqual([...EVENT_FORMATS])
    expect(Object.keys(labels.status)).toEqual([...EVENT_STATUSES])
    expect(Object.values({ ...labels.format, ...labels.status }).every((label) => label.length > 0)).toBe(true)
    expect(labels.registrationOpen).not.toBe('')
  })

  it('shows the format, a changed schedule and open registration from the labels', async () => {
    const labels = await labelsIn('en')
    const event = { format: 'hybrid', eventStatus: 'postponed', registration: { open: true }, startDate: '2026-12-01', dates: '1 Dec 2026', city: 'Bandung' }
    const { container } = render(<EventCardMeta event={event as unknown as TEventCard} labels={labels} />)
    expect([...container.querySelectorAll('.badge')].map((badge) => badge.textContent)).toEqual(['Hybrid', 'Postponed', 'Registration open'])
  })
})
