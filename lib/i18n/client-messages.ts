/**
 * Which messages reach the browser. Every page's HTML carries the messages its provider holds, so the
 * site-wide provider (app/[locale]/layout.tsx) holds only the shell's: header, navigation, footer and the
 * shared error and validation texts. A route folder whose client components read a feature namespace
 * adds it with <ClientMessages namespaces={[...]}> in its layout; client-messages.test.ts walks every
 * page's imports and fails when a client component reads a namespace its page does not provide.
 * Header parts loaded on demand bring their own (features/account/components/header/AccountMessages.tsx).
 */
export const SHELL_NAMESPACES = ['header', 'nav', 'footer', 'common', 'errors', 'validation'] as const

/** Namespaces only server components read (through getTranslations): never sent to the browser. */
export const SERVER_ONLY_NAMESPACES = ['routes', 'meta', 'home'] as const

export function pickMessages(messages: Record<string, unknown>, namespaces: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(namespaces.filter((namespace) => namespace in messages).map((namespace) => [namespace, messages[namespace]]))
}

export function shellMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return pickMessages(messages, SHELL_NAMESPACES)
}
