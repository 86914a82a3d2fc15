import type { CollectionConfig } from 'payload'
import { uploadFolder } from '../../uploads/folders'
import { PRIVATE_FILES, storeUnderRandomName } from '../../uploads/private-names'

const never = () => false

/**
 * The zips of members' personal data exports (docs/decisions/042). Written only by the export job; nobody reads one
 * through Payload's REST or file route, admins included (a whole person's data): its member downloads it through
 * GET /user/account/data-export/download, which checks the session, the owner and the expiry.
 */
export const DataExports: CollectionConfig = {
  slug: 'data-exports',
  admin: { hidden: true },
  access: { read: never, create: never, update: never, delete: never },
  hooks: { beforeOperation: [storeUnderRandomName()] },
  custom: PRIVATE_FILES,
  upload: { staticDir: uploadFolder('data-exports') },
  fields: [{ name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true }],
}
