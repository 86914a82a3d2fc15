import { describe, expect, it, vi } from 'vitest'
import { loadLogged } from './messages'

describe('locale load failures (spec section 8)', () => {
  it('are logged with the file, then fail the load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('Cannot find module')
    await expect(loadLogged('messages/en/forum.json', () => Promise.reject(failure))).rejects.toBe(failure)
    expect(log).toHaveBeenCalledWith('[error]', 'Cannot find module', { event: 'locale load failure', file: 'messages/en/forum.json' })
  })

  it('a file that loads is returned without a log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(loadLogged('messages/id.json', async () => ({ default: { common: {} } }))).resolves.toEqual({ common: {} })
    expect(log).not.toHaveBeenCalled()
  })
})
