export { redirect, usePathname, useRouter } from './navigation-base'
export { LocaleLink as Link } from './LocaleLink'
