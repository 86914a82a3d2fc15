import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { seedCapacityBuilding } from './capacity-building'
import { seedCertificates } from './certificates'
import { seedCourses } from './courses'
import { seedEducation } from './education'
import { seedAccountMasters } from './accounts'
import { seedELibrary } from './elibrary'
import { seedHowItWorks } from './how-it-works'
import { seedEventTopics } from './event-topics'
import { seedEventRegistration } from './event-registration'
import { seedEvents } from './events'
import { seedFaq } from './faq'
import { seedLegal } from './legal'
import { seedAbout } from './about'
import { seedBanners } from './banners'
import { seedFocusAreas } from './focus-areas'
import { seedMedia } from './media'
import { seedNavigation } from './navigation'
import { seedOutreach } from './outreach'
import { seedNotifications } from './notifications'
import { seedPageMeta } from './page-meta'
import { seedProjectDocuments } from './project-documents'
import { seedResearch } from './research'
import { seedSiteSettings } from './site-settings'
import { seedTopics } from './topics'
import { seedUniid } from './uniid'
import { seedUsers } from './users'
import { seedCp3p } from './cp3p'
import { seedAssessments } from './assessments'
import { demoCredentials, type TDemoCredentials } from './demo-passwords'

/**
 * Fills an empty database with bilingual demo content and the demo accounts, in one transaction
 * where the adapter has them (PostgreSQL; SQLite only with transactionOptions set). Answers the accounts'
 * sign-in details, which exist nowhere else in clear (backend/seed/demo-credentials-file.ts keeps them).
 */
export async function seed(payload: Payload, credentials: TDemoCredentials = demoCredentials()): Promise<TDemoCredentials> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const ogImageId = await seedMedia(payload, req)
    await seedSiteSettings(payload, req, ogImageId)
    const topicIds = await seedTopics(payload, req)
    // Before the menu: its Outreach and Education links filter the events page by these topics' ids.
    const eventTopicIds = await seedEventTopics(payload, req)
    await seedNavigation(payload, req, eventTopicIds)
    await seedPageMeta(payload, req)
    const master = await seedAccountMasters(payload, req)
    const userIds = await seedUsers(payload, req, master, credentials)
    await seedNotifications(payload, req, userIds.learner)
    await seedELibrary(payload, req, topicIds)
    await seedResearch(payload, req, topicIds)
    await seedEducation(payload, req, topicIds)
    await seedCapacityBuilding(payload, req)
    await seedHowItWorks(payload, req)
    await seedEvents(payload, req, { ...topicIds, ...eventTopicIds })
    await seedEventRegistration(payload, req, topicIds, userIds.learner)
    await payload.updateGlobal({ slug: 'education-page', data: { eventTopic: eventTopicIds.education }, overrideAccess: true, req })
    await seedOutreach(payload, req)
    await seedFaq(payload, req)
    await seedLegal(payload, req)
    await seedProjectDocuments(payload, req)
    await seedAbout(payload, req)
    await seedBanners(payload, req)
    await seedFocusAreas(payload, req)
    await seedUniid(payload, req)
    await seedCourses(payload, req, userIds)
    await seedCp3p(payload, req, ogImageId)
    await seedCertificates(payload, req, userIds.learner)
    await seedAssessments(payload, req)
    await commitTransaction(req)
    return credentials
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
