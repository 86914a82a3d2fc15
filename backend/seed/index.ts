import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { seedAccountMasters } from './accounts'
import { seedELibrary } from './elibrary'
import { seedMedia } from './media'
import { seedNavigation } from './navigation'
import { seedNotifications } from './notifications'
import { seedPageMeta } from './page-meta'
import { seedResearch } from './research'
import { seedSiteSettings } from './site-settings'
import { seedTopics } from './topics'
import { seedUsers } from './users'

/**
 * Fills an empty database with bilingual demo content and the demo accounts, in one transaction
 * where the adapter has them (PostgreSQL; SQLite only with transactionOptions set).
 */
export async function seed(payload: Payload): Promise<void> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const ogImageId = await seedMedia(payload, req)
    await seedSiteSettings(payload, req, ogImageId)
    await seedNavigation(payload, req)
    await seedPageMeta(payload, req)
    const master = await seedAccountMasters(payload, req)
    const userIds = await seedUsers(payload, req, master)
    await seedNotifications(payload, req, userIds.learner)
    const topicIds = await seedTopics(payload, req)
    await seedELibrary(payload, req, topicIds)
    await seedResearch(payload, req, topicIds)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
