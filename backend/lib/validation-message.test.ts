import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { V } from '../../lib/contracts/account/validation'
import { ZIdList } from '../../lib/contracts/elibrary/api-params'
import { invalidJsonMessage, parseWithMessage, validationMessage } from './validation-message'

const schema = z.object({
  eventId: z.coerce.number().int().positive(),
  title: z.string().trim().max(5),
  code: z.string().min(3),
  email: z.email(),
  name: z.string({ error: V.required }).min(1, V.required),
  topics: ZIdList,
  nested: z.object({ flag: z.boolean() }).optional(),
})
const good = { eventId: '7', title: 'short', code: 'abc', email: 'a@b.co', name: 'Ana' }
const messageOf = (input: object, locale: 'id' | 'en' = 'en') => parseWithMessage(schema, { ...good, ...input }, locale, 'query').message

describe('API answers to bad input', () => {
  it('passes good input through, coerced', () => {
    expect(parseWithMessage(schema, good, 'en', 'query')).toEqual({ data: { ...good, eventId: 7 } })
  })

  it('answers in the spec templates, in the call language, with the field as label', () => {
    expect(messageOf({ eventId: 'abc' })).toBe('eventId must be number')
    expect(messageOf({ eventId: 'abc' }, 'id')).toBe('eventId harus berupa angka')
    expect(messageOf({ eventId: undefined })).toBe('eventId is required')
    expect(messageOf({ eventId: '' }, 'id')).toBe('eventId wajib diisi')
    expect(messageOf({ title: 'far too long' })).toBe('title must have at most 5 letters')
    expect(messageOf({ title: 'far too long' }, 'id')).toBe('title maksimal 5 huruf')
    expect(messageOf({ code: 'ab' })).toBe('code must have at least 3 letters')
    expect(messageOf({ email: 'nope' })).toBe('Value must be email')
    expect(messageOf({ email: undefined }, 'id')).toBe('email wajib diisi')
    expect(messageOf({ nested: { flag: 'yes' } })).toBe('nested.flag is invalid')
  })

  it("keeps a schema's own template key, and answers anything without a template as invalid", () => {
    expect(messageOf({ name: '' }, 'id')).toBe('name wajib diisi')
    expect(messageOf({ name: 3 })).toBe('name is required')
    expect(messageOf({ topics: '1,x' }, 'id')).toBe('topics tidak valid')
    expect(parseWithMessage(z.string(), 5, 'en', 'body').message).toBe('body is invalid')
    expect(validationMessage('no such key', 'field', 'en')).toBe('field is invalid')
  })

  it('names a body that is not JSON', () => {
    expect(invalidJsonMessage('en')).toBe('The request body is not valid JSON')
    expect(invalidJsonMessage('id')).toBe('Isi permintaan bukan JSON yang valid')
  })
})
