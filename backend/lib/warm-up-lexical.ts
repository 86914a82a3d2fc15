/**
 * Load Lexical's core on its own before anything imports the Payload config.
 * On Node 20, a cold `import('@payloadcms/richtext-lexical')` pulls in a dozen @lexical modules whose
 * top-level awaits never settle, and Node exits silently with nothing pending (the same flake
 * payloadcms/payload#9382 describes). With the core already evaluated the rest loads normally.
 */
export async function warmUpLexical(): Promise<void> {
  await import('@payloadcms/richtext-lexical/lexical')
}
