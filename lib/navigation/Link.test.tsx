// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import Link from './Link'

// next/link itself needs the App Router; what matters here is the prefetch it is handed.
vi.mock('next/link', () => ({
  default: ({ prefetch, href, ...rest }: { prefetch?: unknown; href: string } & ComponentProps<'a'>) => <a href={href} data-prefetch={String(prefetch)} {...rest} />,
}))

afterEach(cleanup)
const prefetchOf = () => screen.getByRole('link').getAttribute('data-prefetch')

describe('Link (prefetch on intent)', () => {
  it('does not prefetch until the pointer is over it, then leaves the choice to Next.js', () => {
    const onMouseEnter = vi.fn()
    render(<Link href="/kursus-online/grades/a/b" onMouseEnter={onMouseEnter}>Nilai</Link>)
    expect(prefetchOf()).toBe('false')
    fireEvent.mouseEnter(screen.getByRole('link'))
    expect(prefetchOf()).toBe('undefined')
    expect(onMouseEnter).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['keyboard focus', (link: HTMLElement) => fireEvent.focus(link)],
    ['a touch', (link: HTMLElement) => fireEvent.touchStart(link)],
  ])('counts %s as intent', (_label, act) => {
    render(<Link href="/e-library" prefetch>E-library</Link>)
    expect(prefetchOf()).toBe('false')
    act(screen.getByRole('link'))
    expect(prefetchOf()).toBe('true')
  })

  it('keeps prefetch={false} off after intent', () => {
    render(<Link href="/en" prefetch={false}>English</Link>)
    fireEvent.mouseEnter(screen.getByRole('link'))
    fireEvent.focus(screen.getByRole('link'))
    expect(prefetchOf()).toBe('false')
  })
})
