import { isAreaIcon, type TAreaIcon } from '../../fields/area-icon'
import type { Media } from '../../payload-types'
import { imageOf, type TImage } from '../shapes'

/** One area, activity or "what we do" item: an icon, or a picture when the editor gave one. */
export type TAreaItem = { id: string; title: string; text: string; icon: TAreaIcon; image: TImage | null }

type TAreaRow = { id?: string | null; title: string; text?: string | null; icon?: string | null; image?: number | Media | null }

export function areaItemsOf(rows: TAreaRow[] | null | undefined): TAreaItem[] {
  return (rows ?? []).map((row, index) => ({
    id: row.id ?? String(index),
    title: row.title,
    text: row.text ?? '',
    icon: isAreaIcon(row.icon) ? row.icon : 'learning',
    image: imageOf(row.image),
  }))
}
