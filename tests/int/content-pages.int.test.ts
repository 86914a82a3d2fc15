import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TCapacityBuildingSections } from '../../lib/contracts/capacity-building'
import { CAPACITY_BUILDING_SECTIONS } from '../../lib/contracts/capacity-building'
import type { THowItWorksHighlight, THowItWorksSteps } from '../../lib/contracts/how-it-works'
import { seedCapacityBuilding } from '../../backend/seed/capacity-building'
import { seedHowItWorks } from '../../backend/seed/how-it-works'
import type { User } from '../../backend/payload-types'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { createUser, getTestPayload } from './setup/payload'

type TSections = TCapacityBuildingSections
const section = <K extends keyof TSections>(name: K, locale: 'id' | 'en') =>
  getJson<TEnvelope<TSections[K]>>(`static/capacity-building/${name}`, locale)

let learner: User

// The demo seed writes both globals (id first, en onto the same rows), so these tests check the demo content too.
beforeAll(async () => {
  const payload = await getTestPayload()
  learner = await createUser('learner')
  const req = await createLocalReq({}, payload)
  await seedCapacityBuilding(payload, req)
  await seedHowItWorks(payload, req)
})

describe('GET /api/static/capacity-building/<section>', () => {
  it.each(CAPACITY_BUILDING_SECTIONS)('answers %s in both languages with different texts', async (name) => {
    const [id, en] = await Promise.all([section(name, 'id'), section(name, 'en')])
    expect([id.status, en.status]).toEqual([200, 200])
    expect(id.body.success).toBe(true)
    expect(id.body.data?.title).toBeTruthy()
    expect(en.body.data?.title).toBeTruthy()
    expect(en.body.data?.title).not.toBe(id.body.data?.title)
  })

  it('keeps the figures, steps and portfolio rows the same in both languages, only the words change', async () => {
    const [idStats, enStats] = [(await section('participant', 'id')).body.data!, (await section('participant', 'en')).body.data!]
    expect(enStats.stats.map((stat) => stat.value)).toEqual(idStats.stats.map((stat) => stat.value))
    expect(enStats.stats[0]).toMatchObject({ value: 4200, suffix: '+', label: 'Participants trained' })
    expect(idStats.stats[0].label).toBe('Peserta terlatih')

    const [idSteps, enSteps] = [(await section('how-to-apply', 'id')).body.data!, (await section('how-to-apply', 'en')).body.data!]
    expect(enSteps.steps).toHaveLength(idSteps.steps.length)
    expect(enSteps.steps[0].title).toBe('Send a letter of interest')
    expect(idSteps.buttonUrl).toBe('/faq')

    const portfolio = (await section('portofolio', 'en')).body.data!
    expect(portfolio.items.length).toBeGreaterThan(0)
    for (const item of portfolio.items) {
      expect(item.image?.url).toMatch(/^\/api\/media\/file\//)
      expect(item.image?.alt).toMatch(/^Photo: /)
      expect(item.year).toBeGreaterThan(2000)
    }
    const eligible = (await section('eligible', 'id')).body.data!
    expect(eligible.criteria.length).toBeGreaterThan(0)
    const about = (await section('about', 'en')).body.data!
    expect(JSON.stringify(about.body)).toContain('contracting agencies')
  })
})

describe('GET /api/static/online-course/how-it-works/*', () => {
  it('answers the highlight in both languages', async () => {
    const id = await getJson<TEnvelope<THowItWorksHighlight>>('static/online-course/how-it-works/highlight', 'id')
    const en = await getJson<TEnvelope<THowItWorksHighlight>>('static/online-course/how-it-works/highlight', 'en')
    expect(id.body.data?.title).toMatch(/^Belajar/)
    expect(en.body.data?.title).toMatch(/^Learn/)
    expect(en.body.data?.image?.url).toBeTruthy()
  })

  it.each(['learner', 'lecturer'] as const)('lists the %s steps, numbered, with localizable links', async (audience) => {
    const id = await getJson<TEnvelope<THowItWorksSteps>>(`static/online-course/how-it-works/list?param=${audience}`, 'id')
    const en = await getJson<TEnvelope<THowItWorksSteps>>(`static/online-course/how-it-works/list?param=${audience}`, 'en')
    expect(id.status).toBe(200)
    expect(en.body.data?.audience).toBe(audience)
    expect(en.body.data?.steps.map((step) => step.number)).toEqual(id.body.data?.steps.map((_, i) => i + 1))
    expect(en.body.data?.steps[0].title).not.toBe(id.body.data?.steps[0].title)
    const linked = en.body.data?.steps.filter((step) => step.linkUrl) ?? []
    expect(linked.length).toBeGreaterThan(0)
    for (const step of linked) expect(step.linkUrl).toMatch(/^\//)
  })

  it('tells the learner and lecturer steps apart', async () => {
    const learnerSteps = await getJson<TEnvelope<THowItWorksSteps>>('static/online-course/how-it-works/list?param=learner', 'en')
    const lecturerSteps = await getJson<TEnvelope<THowItWorksSteps>>('static/online-course/how-it-works/list?param=lecturer', 'en')
    expect(learnerSteps.body.data?.steps[0].title).toBe('Create an account')
    expect(lecturerSteps.body.data?.steps[0].title).toBe('Receive your lecturer account')
  })

  it.each(['param=admin', 'param=', ''])('answers 400 for "%s"', async (query) => {
    const { status, body } = await getJson<TEnvelope<unknown>>(`static/online-course/how-it-works/list?${query}`)
    expect(status).toBe(400)
    expect(body.success).toBe(false)
  })
})

describe('content page globals access', () => {
  it('lets only staff edit the capacity building and how-it-works pages', async () => {
    const payload = await getTestPayload()
    await expect(
      payload.updateGlobal({ slug: 'capacity-building', data: { highlight: { title: 'x' } }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.updateGlobal({ slug: 'how-it-works', data: { highlight: { title: 'x' } }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
