import { EventDetailPage, generateMetadata } from '@/features/events/detail-page'

export { generateMetadata }
export default EventDetailPage

// Rendered on first request, then cached until an editor changes the event (tags) or a few minutes pass
// (the API reads' revalidation), so "registration open" and "ended" follow the clock.
export function generateStaticParams() {
  return []
}
