import compile from 'icu-minify/compile'

type TTree = { [key: string]: unknown }

/**
 * A message tree with every ICU string compiled ahead (icu-minify, next-intl's precompiled format): the browser then
 * formats with next-intl's small formatter and downloads no ICU parser (next.config.ts aliases
 * `use-intl/format-message` to `format-only`; docs/decisions/045). Only ever on raw messages: a compiled plain
 * string compiled again could read an escaped brace as an argument.
 */
export function precompileMessages(tree: TTree): TTree {
  // Through JSON, as next-intl's loader does: compiled plurals are null-prototype objects, which React refuses to pass
  // from a server component to a client one.
  return JSON.parse(JSON.stringify(compileTree(tree))) as TTree
}

function compileTree(tree: TTree): TTree {
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compileTree(value as TTree)]))
}
