import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { seedELibrary } from './elibrary'
import { seedFaq } from './faq'
import { seedLegal } from './legal'
import { seedMedia } from './media'
import { seedNavigation } from './navigation'
import { seedOutreach } from './outreach'
import { seedPageMeta } from './page-meta'
import { seedProjectDocuments } from './project-documents'
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
    await seedUsers(payload, req)
    const topicIds = await seedTopics(payload, req)
    await seedELibrary(payload, req, topicIds)
    await seedResearch(payload, req, topicIds)
    await seedOutreach(payload, req)
    await seedFaq(payload, req)
    await seedLegal(payload, req)
    await seedProjectDocuments(payload, req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
