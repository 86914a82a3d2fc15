import type { ServerProps } from 'payload'
import { listHref, pendingItems, toWhere } from './pending-items'

const HEADING = { id: 'Pekerjaan menunggu', en: 'Pending work' }
const NOTHING = { id: 'Tidak ada yang menunggu.', en: 'Nothing is waiting.' }
const UNAVAILABLE = { id: 'Jumlah tidak dapat dimuat', en: 'Count could not be loaded' }

/**
 * Above the dashboard's collection cards: what waits for staff, with counts and links to the filtered lists.
 * Counted with the Local API as the signed-in staff member (their access applies), for the roles that may read them.
 */
export async function PendingWork({ payload, user, i18n }: ServerProps) {
  const items = pendingItems(new Date()).filter((item) => item.visibleTo(user ?? null))
  if (items.length === 0) return null
  const language = i18n.language === 'en' ? 'en' : 'id'
  const counts = await Promise.all(
    items.map((item) =>
      payload
        .count({ collection: item.collection, where: toWhere(item.filter), overrideAccess: false, user })
        .then(({ totalDocs }) => totalDocs)
        .catch(() => null),
    ),
  )
  const adminRoute = payload.config.routes.admin
  return (
    <section aria-labelledby="pending-work-heading" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="pending-work-heading" style={{ marginBottom: 'var(--base)' }}>
        {HEADING[language]}
      </h2>
      {counts.every((count) => count === 0) && <p>{NOTHING[language]}</p>}
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 'var(--base)', listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item, index) => {
          const count = counts[index]
          return (
            <li key={item.key}>
              <a
                href={listHref(adminRoute, item.collection, item.filter)}
                data-testid={`pending-${item.key}`}
                style={{
                  display: 'flex',
                  alignItems: 'baseline',
                  gap: 'calc(var(--base) / 2)',
                  height: '100%',
                  padding: 'var(--base)',
                  border: '1px solid var(--theme-elevation-150)',
                  borderRadius: 'var(--style-radius-m)',
                  background: count ? 'var(--theme-elevation-100)' : 'var(--theme-elevation-50)',
                  color: 'var(--theme-text)',
                  textDecoration: 'none',
                }}
              >
                <strong data-testid="pending-count" style={{ fontSize: '1.75rem', lineHeight: 1 }} title={count === null ? UNAVAILABLE[language] : undefined}>
                  {count ?? '–'}
                </strong>
                <span>{item.label[language]}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
