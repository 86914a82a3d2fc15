type TClick = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }
type TAnchor = { href: string; target: string; hasAttribute: (name: string) => boolean }

/**
 * Whether a click on a link starts a client navigation of this app to another page (App Router has no
 * router events). New tabs, downloads, other origins and same-page anchors do not.
 */
export function startsNavigation(click: TClick, anchor: TAnchor, current: { href: string }): boolean {
  if (click.defaultPrevented || click.button !== 0) return false
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  let target: URL
  let here: URL
  try {
    target = new URL(anchor.href, current.href)
    here = new URL(current.href)
  } catch {
    return false
  }
  if (target.origin !== here.origin) return false
  if (/^\/(api|admin)(\/|$)/.test(target.pathname)) return false
  return target.pathname + target.search !== here.pathname + here.search
}
