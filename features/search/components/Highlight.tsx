import { Fragment } from 'react'

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The text with each query word marked; the words come from the visitor's own query, never from the API. */
export function Highlight({ text, words }: { text: string; words: string[] }) {
  const usable = words.filter((word) => word.length > 1)
  if (usable.length === 0) return <>{text}</>
  const pattern = new RegExp(`(${usable.map(escape).join('|')})`, 'giu')
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 === 1 ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  )
}
