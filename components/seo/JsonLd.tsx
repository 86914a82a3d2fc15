import { serializeLd } from '@/lib/seo/structured-data'

/** Prints schema.org data built by lib/seo/structured-data.ts. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(data) }} />
}
