import { notFound } from 'next/navigation'

/** Any path outside the route map renders the localized 404 page. */
export default function UnknownRoute() {
  notFound()
}
