// Turbopack loader for the message files the browser imports itself (the header's account texts,
// features/account/components/header/AccountMessages.tsx): their ICU strings compiled at build time, as the server
// compiles the messages it hands to the page (lib/i18n/precompile.ts; next.config.ts applies this to the browser only).
import compile from 'icu-minify/compile'

const precompile = (tree) =>
  Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : precompile(value)]))

export default function precompileLoader(source) {
  const messages = precompile(JSON.parse(source))
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`
}
