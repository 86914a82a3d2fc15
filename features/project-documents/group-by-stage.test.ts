import { describe, expect, it } from 'vitest'
import { groupByStage } from './group-by-stage'

describe('groupByStage', () => {
  it('groups consecutive documents of a stage and keeps their order', () => {
    const docs = [
      { id: 1, stage: 'planning' as const },
      { id: 2, stage: 'preparation' as const },
      { id: 3, stage: 'preparation' as const },
      { id: 4, stage: 'contract-management' as const },
    ]
    expect(groupByStage(docs).map((g) => [g.stage, g.items.map((d) => d.id)])).toEqual([
      ['planning', [1]],
      ['preparation', [2, 3]],
      ['contract-management', [4]],
    ])
  })

  it('is empty for no documents', () => {
    expect(groupByStage([])).toEqual([])
  })
})
