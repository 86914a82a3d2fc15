import type { BeforeListServerProps } from 'payload'
import type { CSSProperties } from 'react'
import { formatDate } from '../../lib/format/date'
import { userIsStaff } from '../access/is-staff'
import { pageViewStats } from '../services/analytics/page-view-stats'
import { pageViewsLabels } from './page-views-labels'

const TOP_PAGES = 50
const box: CSSProperties = { flex: '1 1 320px', minWidth: 0 }
const table: CSSProperties = { width: '100%', borderCollapse: 'collapse' }
const cell: CSSProperties = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' }
const number: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }

/**
 * Above the page-views list in /admin: views per day and per page over the last 30 days (docs/decisions/028).
 * The list is staff-only already (the collection's read access); checked again because this reads past it.
 */
export async function PageViewsReport({ payload, i18n, user }: BeforeListServerProps) {
  if (!userIsStaff(user ?? null)) return null
  const t = pageViewsLabels(i18n.language)
  const locale = i18n.language === 'en' ? 'en' : 'id'
  const stats = await pageViewStats(payload, { days: 30, topPages: TOP_PAGES })
  return (
    <section aria-labelledby="page-views-report" style={{ marginBottom: 32 }}>
      <h2 id="page-views-report">{t.title}</h2>
      <p>{t.intro}</p>
      <p>
        {t.total}: <strong>{stats.total}</strong>
      </p>
      {stats.total === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <div style={box}>
            <table style={table}>
              <caption style={{ textAlign: 'left', fontWeight: 600 }}>{`${t.perPage} (${t.topPages(TOP_PAGES)})`}</caption>
              <thead>
                <tr>
                  <th style={cell}>{t.page}</th>
                  <th style={number}>{t.views}</th>
                  <th style={number}>{t.members}</th>
                </tr>
              </thead>
              <tbody>
                {stats.pages.map((page) => (
                  <tr key={page.path}>
                    <td style={{ ...cell, wordBreak: 'break-all' }}>{page.path}</td>
                    <td style={number}>{page.views}</td>
                    <td style={number}>{page.members}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div style={box}>
            <table style={table}>
              <caption style={{ textAlign: 'left', fontWeight: 600 }}>{t.perDay}</caption>
              <thead>
                <tr>
                  <th style={cell}>{t.day}</th>
                  <th style={number}>{t.views}</th>
                  <th style={number}>{t.members}</th>
                </tr>
              </thead>
              <tbody>
                {[...stats.days].reverse().map((day) => (
                  <tr key={day.day}>
                    <td style={cell}>{formatDate(`${day.day}T12:00:00+07:00`, locale, 'ddd, D MMM YYYY')}</td>
                    <td style={number}>{day.views}</td>
                    <td style={number}>{day.members}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  )
}
