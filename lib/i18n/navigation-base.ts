import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'

/** next-intl's navigation for this site's routing; import from ./navigation, whose Link prefetches on intent. */
export const { Link: LocaleLinkBase, redirect, usePathname, useRouter } = createNavigation(routing)
