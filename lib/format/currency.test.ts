import { describe, expect, it } from 'vitest'
import { formatIdr } from './currency'

describe('formatIdr', () => {
  it('formats 1500000 as IDR 1.500.000', () => {
    expect(formatIdr(1_500_000)).toBe('IDR 1.500.000')
  })

  it('formats zero as IDR 0', () => {
    expect(formatIdr(0)).toBe('IDR 0')
  })

  it('puts a dot between every group of three digits', () => {
    expect(formatIdr(1)).toBe('IDR 1')
    expect(formatIdr(999)).toBe('IDR 999')
    expect(formatIdr(1_000)).toBe('IDR 1.000')
    expect(formatIdr(12_345)).toBe('IDR 12.345')
    expect(formatIdr(123_456)).toBe('IDR 123.456')
    expect(formatIdr(1_234_567_890)).toBe('IDR 1.234.567.890')
  })

  it('shows no decimals', () => {
    expect(formatIdr(2_500_000.4)).toBe('IDR 2.500.000')
    expect(formatIdr(999.99)).toBe('IDR 1.000')
  })

  it('rounds to the nearest rupiah, halves up', () => {
    expect(formatIdr(0.49)).toBe('IDR 0')
    expect(formatIdr(0.5)).toBe('IDR 1')
    expect(formatIdr(1_499.5)).toBe('IDR 1.500')
  })

  it('puts the minus sign before the prefix for negative amounts', () => {
    expect(formatIdr(-1_500_000)).toBe('-IDR 1.500.000')
    expect(formatIdr(-1)).toBe('-IDR 1')
    expect(formatIdr(-999.6)).toBe('-IDR 1.000')
  })

  it('never shows a negative zero', () => {
    expect(formatIdr(-0)).toBe('IDR 0')
    expect(formatIdr(-0.4)).toBe('IDR 0')
    expect(formatIdr(-0.5)).toBe('IDR 0')
  })
})

describe('formatIdr with no number', () => {
  it('shows nothing for NaN or infinity rather than "IDR NaN"', () => {
    expect(formatIdr(Number.NaN)).toBe('')
    expect(formatIdr(Number.POSITIVE_INFINITY)).toBe('')
  })
})
