// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Highlight } from './Highlight'

describe('Highlight', () => {
  it('marks every occurrence of the query words, ignoring case', () => {
    const { container } = render(<Highlight text="KPBU air minum dan kpbu jalan" words={['kpbu', 'jalan']} />)
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['KPBU', 'kpbu', 'jalan'])
    expect(container.textContent).toBe('KPBU air minum dan kpbu jalan')
  })

  it('treats regular-expression characters in the query as text', () => {
    const { container } = render(<Highlight text="a (b) c" words={['(b)']} />)
    expect(container.querySelector('mark')?.textContent).toBe('(b)')
  })
})
