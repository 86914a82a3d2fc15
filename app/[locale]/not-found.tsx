import { ErrorView } from '@/components/ui/ErrorView'

/**
 * Reached only when no route group's boundary applies: each group has its own not-found (inside its frame), and the
 * detail pages, which have no group layout, draw the frame in theirs. Kept frameless because this boundary's output
 * is sent with every page of the site (docs/decisions/061).
 */
export default function NotFound() {
  return <ErrorView statusCode={404} />
}
