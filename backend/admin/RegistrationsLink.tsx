'use client'
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

const COPY = {
  id: { heading: 'Pendaftaran dan kehadiran', list: 'Lihat pendaftaran dan kehadiran', csv: 'Ekspor CSV' },
  en: { heading: 'Registrations and attendance', list: 'View registrations and attendance', csv: 'Export CSV' },
}

/**
 * On an event's edit view: its registrations and attendance (the filtered admin list) and the CSV export.
 * The export endpoint checks the staff role itself; this is only the way there.
 */
export function RegistrationsLink() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  if (!id) return null
  const copy = i18n.language === 'en' ? COPY.en : COPY.id
  const list = `/admin/collections/event-registrations?where[event][equals]=${id}`
  return (
    <div style={{ marginBottom: 24 }}>
      <p className="field-label">{copy.heading}</p>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <a href={list}>{copy.list}</a>
        <a href={`/api/event/registration/export?eventId=${id}`} download>
          {copy.csv}
        </a>
      </p>
    </div>
  )
}
