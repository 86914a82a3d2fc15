import { detailLayout } from '@/features/detail-frame/detail-layout'

// The header's language switcher needs this route's params: see features/detail-frame.
export default detailLayout('/e-library/toolkit/[id]/[title]')
