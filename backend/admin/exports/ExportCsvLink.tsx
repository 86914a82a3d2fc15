'use client'
import { Button, useAuth, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

const COPY = {
  id: { label: 'Ekspor CSV', xlsx: 'Ekspor XLSX', hint: 'Mengunduh baris yang cocok dengan filter dan pencarian saat ini.' },
  en: { label: 'Export CSV', xlsx: 'Export XLSX', hint: 'Downloads the rows matching the current filter and search.' },
}
// The list view's paging and display settings; the export takes every matching row.
const LIST_ONLY = ['page', 'limit', 'columns', 'preset', 'groupBy', 'queryByGroup']

type TProps = { exportPath: string; audience: 'admin' | 'staff' }

/**
 * Above an admin list: its rows as CSV or XLSX (one column list, backend/lib/export), with the list's filter (`where`), sort and search (docs/decisions/030).
 * Shown to the roles the export admits; the endpoint checks the role and the read access itself.
 */
export function ExportCsvLink({ exportPath, audience }: TProps) {
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const params = useSearchParams()
  const role = (user as { role?: string } | null)?.role
  const admitted = audience === 'admin' ? role === 'admin' : role === 'admin' || role === 'lecturer' || role === 'mentor'
  if (!admitted) return null
  const language = i18n.language === 'en' ? 'en' : 'id'
  const query = new URLSearchParams(params.toString())
  for (const key of LIST_ONLY) query.delete(key)
  query.set('locale', language)
  const xlsx = new URLSearchParams(query)
  xlsx.set('format', 'xlsx')
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 12, marginBottom: 12 }}>
      <span style={{ color: 'var(--theme-elevation-500)', fontSize: 13 }}>{COPY[language].hint}</span>
      <Button buttonStyle="pill" size="small" el="anchor" url={`/api${exportPath}?${query.toString()}`}>
        {COPY[language].label}
      </Button>
      <Button buttonStyle="pill" size="small" el="anchor" url={`/api${exportPath}?${xlsx.toString()}`}>
        {COPY[language].xlsx}
      </Button>
    </div>
  )
}
