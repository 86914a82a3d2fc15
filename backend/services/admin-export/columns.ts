import { formatDate } from '../../../lib/format/date'
import type { Locale } from '../../../lib/i18n/config'
import { FIELD_LABELS } from '../../admin/field-labels/dictionary'
import { OPTION_LABELS } from '../../admin/field-labels/option-labels'
import type { TBilingual } from '../../admin/navigation/types'

export type TCell = string | number | boolean | null | undefined
type TDoc = Record<string, unknown>
/**
 * One CSV column: its header in both languages and how a row's cell is read from a document. A column from a
 * related document names the relation and the field it reads (export-list.ts loads just those).
 */
export type TColumn = { header: TBilingual; cell: (doc: TDoc, locale: Locale) => TCell; reads?: { relation: string; field: string } }

const label = (name: string): TBilingual => {
  const found = FIELD_LABELS[name]
  if (!found) throw new Error(`no label for the export column ${name}`)
  return found
}

const plain = (value: unknown): TCell =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : value == null ? '' : String(value)

/** A field of the row itself, headed with its admin label (backend/admin/field-labels). */
export const field = (name: string, header: TBilingual = label(name)): TColumn => ({ header, cell: (doc) => plain(doc[name]) })

/** A select field in the words the admin shows for its options ("Lunas"), else its stored value. */
export const option = (collection: string, name: string, header: TBilingual = label(name)): TColumn => ({
  header,
  cell: (doc, locale) => {
    const value = doc[name]
    return typeof value === 'string' ? (OPTION_LABELS[collection]?.[name]?.[value]?.[locale] ?? value) : plain(value)
  },
})

/** A date field at UTC+7, as the event export writes it. */
export const date = (name: string, header: TBilingual = label(name)): TColumn => ({
  header: { id: `${header.id} (WIB)`, en: `${header.en} (WIB)` },
  cell: (doc, locale) => (typeof doc[name] === 'string' ? formatDate(doc[name], locale, 'YYYY-MM-DD HH:mm') : ''),
})

/** A checkbox as yes/no in the export's language. */
export const yesNo = (name: string, header: TBilingual = label(name)): TColumn => ({
  header,
  cell: (doc, locale) => (doc[name] ? (locale === 'id' ? 'ya' : 'yes') : locale === 'id' ? 'tidak' : 'no'),
})

/** A field of a related document, e.g. the registrant's email. */
export const related = (relation: string, name: string, header: TBilingual = label(name)): TColumn => ({
  header,
  reads: { relation, field: name },
  cell: (doc) => {
    const value = doc[relation]
    return value && typeof value === 'object' ? plain((value as TDoc)[name]) : ''
  },
})
