import { ErrorView } from '@/components/ui/ErrorView'

/**
 * The 404 view inside a route group whose layout already draws the site frame (header, footer). Next.js renders a
 * segment's not-found boundary into the payload of every page below it, so a boundary that drew its own frame made
 * each dynamic page render the header and footer twice (about a fifth of a member page's server time, issue 26).
 */
export function NotFoundInFrame() {
  return <ErrorView statusCode={404} />
}
