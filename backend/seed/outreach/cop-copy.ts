import type { Locale } from '../../../lib/i18n/config'
import { COP_COPY_EN } from './cop-copy-en'
import { COP_COPY_ID } from './cop-copy-id'
import type { TCopCopy } from './cop-copy-type'

export const COP_COPY: Record<Locale, TCopCopy> = { id: COP_COPY_ID, en: COP_COPY_EN }
