import { describe, expect, it } from 'vitest'
import { REGIONS, REGIONS_SOURCE } from './regions-data'

const cities = REGIONS.flatMap(({ code, cities: byCode }) => Object.keys(byCode).map((cityCode) => ({ province: code, code: cityCode })))

describe('generated regions (idn-area-data)', () => {
  it('has the 38 provinces, each with at least one regency or city', () => {
    expect(REGIONS_SOURCE).toMatchObject({ package: 'idn-area-data', license: 'ODbL-1.0' })
    expect(REGIONS).toHaveLength(38)
    expect(new Set(REGIONS.map(({ code }) => code)).size).toBe(38)
    for (const province of REGIONS) expect(Object.keys(province.cities).length, province.name).toBeGreaterThan(0)
  })

  it('has all 514 regencies and cities, coded under their province', () => {
    expect(cities).toHaveLength(514)
    expect(new Set(cities.map(({ code }) => code)).size).toBe(514)
    for (const { province, code } of cities) expect(code).toMatch(new RegExp(`^${province}\\d{2}$`))
  })

  it('names regencies without "Kabupaten" and keeps "Kota" on cities', () => {
    const jakarta = REGIONS.find(({ code }) => code === '31')!
    expect(jakarta).toMatchObject({ name: 'DKI Jakarta', cities: { '3101': 'Kepulauan Seribu', '3174': 'Kota Jakarta Selatan' } })
    expect(REGIONS.find(({ code }) => code === '32')!.cities).toMatchObject({ '3204': 'Bandung', '3273': 'Kota Bandung' })
    const names = REGIONS.flatMap(({ cities: byCode }) => Object.values(byCode))
    expect(names.filter((name) => name.startsWith('Kabupaten'))).toEqual([])
    expect(names.filter((name) => name.startsWith('Kota ')).length).toBe(98)
  })
})
