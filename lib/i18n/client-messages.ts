/**
 * Namespaces only server components read (through getTranslations): left out of the messages the
 * layout hands to NextIntlClientProvider, which are serialised into every page's HTML. The route
 * titles alone are a sixth of them. client-messages.test.ts fails if a hook starts reading one.
 */
export const SERVER_ONLY_NAMESPACES = ['routes', 'meta', 'comingSoon', 'home', 'features'] as const

export function clientMessages(messages: Record<string, unknown>): Record<string, unknown> {
  const kept = { ...messages }
  for (const namespace of SERVER_ONLY_NAMESPACES) delete kept[namespace]
  return kept
}
