'use client'
import { useDocumentInfo } from '@payloadcms/ui'

/**
 * On an event's edit view: its registrations and attendance (the filtered admin list) and the CSV export.
 * The export endpoint checks the staff role itself; this is only the way there.
 */
export function RegistrationsLink() {
  const { id } = useDocumentInfo()
  if (!id) return null
  const list = `/admin/collections/event-registrations?where[event][equals]=${id}`
  return (
    <div style={{ marginBottom: 24 }}>
      <p className="field-label">Registrations and attendance</p>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <a href={list}>View registrations and attendance</a>
        <a href={`/api/event/registration/export?eventId=${id}`} download>
          Export CSV
        </a>
      </p>
    </div>
  )
}
