// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { QuestionImage } from './QuestionImage'

afterEach(cleanup)

describe('QuestionImage', () => {
  it('offers the WebP size first and keeps the uploaded file as the fallback', () => {
    const { container } = render(<QuestionImage image={{ path: '/api/media/file/chart.png', pathWebp: '/api/media/file/chart-1280x720.webp', alt: 'A chart' }} />)
    const source = container.querySelector('picture > source')
    expect(source?.getAttribute('type')).toBe('image/webp')
    expect(source?.getAttribute('srcset')).toBe('/api/media/file/chart-1280x720.webp')
    const img = container.querySelector('picture > img')
    expect([img?.getAttribute('src'), img?.getAttribute('alt')]).toEqual(['/api/media/file/chart.png', 'A chart'])
  })

  it('shows the uploaded file alone when the image has no WebP size yet', () => {
    const { container } = render(<QuestionImage image={{ path: '/api/media/file/old.png', pathWebp: null, alt: '' }} />)
    expect(container.querySelector('source')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/media/file/old.png')
  })
})
