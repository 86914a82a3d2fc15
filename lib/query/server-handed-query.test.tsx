// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useServerHandedQuery } from './server-handed-query'

afterEach(cleanup)

type TMenu = { progress: number }
const KEY = ['course-menu', 1, 'id']

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const queryFn = vi.fn(async (): Promise<TMenu> => ({ progress: 99 }))
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const mount = (initial: TMenu) => renderHook((props) => useServerHandedQuery({ queryKey: KEY, queryFn, initial: props.initial }), { wrapper, initialProps: { initial } })
  return { client, queryFn, mount }
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

describe('useServerHandedQuery', () => {
  it('shows what the server just rendered without asking the API again', async () => {
    const { queryFn, mount } = setUp()
    const initial = { progress: 40 }
    const { result } = mount(initial)
    await settle()
    expect(result.current.data).toBe(initial)
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('asks again when the same handed-over copy mounts a second time (a page restored from the router cache)', async () => {
    const { queryFn, mount } = setUp()
    const initial = { progress: 40 }
    mount(initial).unmount()
    const { result } = mount(initial)
    await waitFor(() => expect(result.current.data).toEqual({ progress: 99 }))
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('prefers a newer server copy to the older one an earlier page left in the query cache', async () => {
    const { client, queryFn, mount } = setUp()
    client.setQueryData(KEY, { progress: 10 }, { updatedAt: Date.now() - 5_000 })
    const initial = { progress: 40 }
    const { result } = mount(initial)
    await settle()
    expect(result.current.data).toBe(initial)
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('shows a new server copy given to the mounted component (a navigation that keeps it) without asking again', async () => {
    const { queryFn, mount } = setUp()
    const { result, rerender } = mount({ progress: 40 })
    await settle()
    const next = { progress: 60 }
    rerender({ initial: next })
    await settle()
    expect(result.current.data).toBe(next)
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('fetches again when invalidated (a lecture marked read) and shows the answer', async () => {
    const { client, queryFn, mount } = setUp()
    const { result } = mount({ progress: 40 })
    await act(() => client.invalidateQueries({ queryKey: KEY }))
    await waitFor(() => expect(result.current.data).toEqual({ progress: 99 }))
    expect(queryFn).toHaveBeenCalledTimes(1)
  })
})
