import { describe, expect, it } from 'vitest'
import { commonMessages, errorsByPage } from './vnu-report'

const report = JSON.stringify({
  messages: [
    { type: 'error', url: 'file:/tmp/0001-visitor.html', lastLine: 3, message: 'Attribute “value” not allowed on element “li” at this point.', extract: '<li  value="1">' },
    { type: 'error', url: 'file:/tmp/0001-visitor.html', lastLine: 9, message: 'Element “title” not allowed as child of element “body” in this context.' },
    { type: 'info', subType: 'warning', url: 'file:/tmp/0001-visitor.html', message: 'Consider adding a “lang” attribute.' },
    { type: 'error', url: 'file:/tmp/0002-learner.html', lastLine: 4, message: 'Attribute “value” not allowed on element “li” at this point.' },
    { type: 'non-document-error', url: 'file:/tmp/0003-visitor.html', message: 'IO error' },
  ],
})
const pages: Record<string, string> = {
  'file:/tmp/0001-visitor.html': '/en/event (visitor)',
  'file:/tmp/0002-learner.html': '/en/user/dashboard (learner)',
  'file:/tmp/0003-visitor.html': '/faq (visitor)',
}

describe('errorsByPage', () => {
  it('groups errors by the page each file holds, leaves out warnings, and counts unreadable files', () => {
    const byPage = errorsByPage(report, (file) => pages[file])
    expect([...byPage.keys()]).toEqual(['/en/event (visitor)', '/en/user/dashboard (learner)', '/faq (visitor)'])
    expect(byPage.get('/en/event (visitor)')).toEqual([
      { line: 3, message: 'Attribute “value” not allowed on element “li” at this point.', extract: '<li value="1">' },
      { line: 9, message: 'Element “title” not allowed as child of element “body” in this context.', extract: '' },
    ])
    expect(byPage.get('/faq (visitor)')).toEqual([{ line: null, message: 'IO error', extract: '' }])
  })

  it('answers no pages for a clean report', () => {
    expect(errorsByPage('{"messages":[]}', String).size).toBe(0)
  })
})

describe('commonMessages', () => {
  it('ranks messages by errors, counting each page once', () => {
    const ranked = commonMessages(errorsByPage(report, (file) => pages[file]))
    expect(ranked[0]).toEqual({ message: 'Attribute “value” not allowed on element “li” at this point.', errors: 2, pages: 2 })
    expect(ranked).toHaveLength(3)
  })
})
