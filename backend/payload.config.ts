import { Courses } from './collections/Courses'
import { CourseChapters } from './collections/CourseChapters'
import { CourseLectures } from './collections/CourseLectures'
import { CourseFiles } from './collections/CourseFiles'
import { ForumAnnouncementNotices } from './collections/ForumAnnouncementNotices'
import { ForumComments } from './collections/ForumComments'
import { ForumImages } from './collections/ForumImages'
import { ForumReports } from './collections/ForumReports'
import { ForumSubscriptions } from './collections/ForumSubscriptions'
import { ForumDigestEntries } from './collections/ForumDigestEntries'
import { ForumThreads } from './collections/ForumThreads'
import { CourseEnrolments } from './collections/CourseEnrolments'
import { LectureProgress } from './collections/LectureProgress'
import { Certificates } from './collections/Certificates'
import { CourseFeedback } from './collections/CourseFeedback'
import { Assessments } from './collections/Assessments'
import { AssessmentAttempts } from './collections/AssessmentAttempts'
import { AssessmentAnswers } from './collections/AssessmentAnswers'
import { AssessmentAccommodations } from './collections/AssessmentAccommodations'
import { QuestionBanks } from './collections/QuestionBanks'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { id } from '@payloadcms/translations/languages/id'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { defaultLocale, localeLabels, locales } from '../lib/i18n/config'
import { EducationPrograms } from './collections/EducationPrograms'
import { withNumericIdGuard } from './hooks/numeric-ids'
import { staffOnlyEditLocks } from './access/edit-locks'
import { withFileLookup } from './uploads/file-lookup'
import { withMissingFileAsNotFound } from './hooks/missing-upload-file'
import { uploadStorage } from './uploads/s3-storage'
import { Banners } from './collections/Banners'
import { ELibraryItems } from './collections/ELibraryItems'
import { ELibraryTypes } from './collections/ELibraryTypes'
import { EventFiles } from './collections/EventFiles'
import { EventRegistrations } from './collections/EventRegistrations'
import { Events } from './collections/Events'
import { CopNewsletters } from './collections/CopNewsletters'
import { FaqCategories } from './collections/FaqCategories'
import { Faqs } from './collections/Faqs'
import { LibraryFiles } from './collections/LibraryFiles'
import { Media } from './collections/Media'
import { NewsletterFiles } from './collections/NewsletterFiles'
import { PageMeta } from './collections/PageMeta'
import { PolicyPages } from './collections/PolicyPages'
import { ProjectDocuments } from './collections/ProjectDocuments'
import { Research } from './collections/Research'
import { SearchEntries } from './collections/SearchEntries'
import { Topics } from './collections/Topics'
import { Universities } from './collections/Universities'
import { Users } from './collections/Users'
import { AccountTokens } from './collections/AccountTokens'
import { Cities } from './collections/Cities'
import { MasterOptions } from './collections/MasterOptions'
import { Notifications } from './collections/Notifications'
import { PageViews } from './collections/PageViews'
import { ProfilePhotos } from './collections/ProfilePhotos'
import { Provinces } from './collections/Provinces'
import { Sessions } from './collections/Sessions'
import { DataExports } from './collections/DataExports'
import { DataRequests } from './collections/DataRequests'
import { Cp3pFeedback, Cp3pInhouseRequests, Cp3pMaterials, Cp3pPage, Cp3pPaymentProofs, Cp3pProgrammes, Cp3pProgress, Cp3pRegistrations } from './collections/Cp3p'
import { endpoints } from './endpoints'
import { CapacityBuilding } from './globals/CapacityBuilding'
import { EducationPage } from './globals/EducationPage'
import { HowItWorks } from './globals/HowItWorks'
import { EventCta } from './globals/EventCta'
import { ResourceFiles } from './collections/ResourceFiles'
import { CommunityOfPractice } from './globals/CommunityOfPractice'
import { AboutPage } from './globals/AboutPage'
import { AdvocacyPage, ExpertisePage } from './globals/FocusAreaPages'
import { Navigation } from './globals/Navigation'
import { OutreachPage } from './globals/OutreachPage'
import { ResearchCta } from './globals/ResearchCta'
import { SiteSettings } from './globals/SiteSettings'
import { UniidPage } from './globals/UniidPage'
import { withPostgresCounters, withSqliteCounters } from './lib/counters/schema'
import { databaseUrl, usesPostgres } from '../lib/runtime/database-url'
import { payloadSecret } from '../lib/runtime/secret'
import { answerDatabaseOutage } from './operations/outage-answers'
import { survivePoolErrors } from './operations/pool-errors'
import { redisKv } from './lib/redis-kv'
import { queuedEmailAdapter } from './email/queued-email-adapter'
import { withAtomicJobClaim } from './jobs/atomic-job-claim'
import { jobsConfig } from './jobs/jobs-config'
import { withExportAction } from './admin/exports'
import { withFieldLabels, withGlobalFieldLabels } from './admin/field-labels'
import { inNavigationOrder, withGlobalNavigationCopy, withNavigationCopy } from './admin/navigation'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const serverURL = process.env.SERVER_URL || 'http://localhost:3000'
const url = databaseUrl()

if (!usesPostgres(url)) fs.mkdirSync(path.resolve(process.cwd(), 'data'), { recursive: true })

// Schema changes go through committed migrations only (one folder per adapter). PAYLOAD_DB_PUSH=1 lets a
// developer's scratch database follow the config while a model is being shaped, before its migration exists.
const push = process.env.PAYLOAD_DB_PUSH === '1'
// pg's default of 10 connections queued learner calls behind each other at 200 learners (npm run bench:load).
const poolSize = Number(process.env.DATABASE_POOL_SIZE) || 30
// Wrapped: of two job runners taking jobs at once, each job goes to one (backend/jobs/atomic-job-claim.ts).
const db = withAtomicJobClaim(usesPostgres(url)
  ? postgresAdapter({
      // A query waits at most this long for a connection, so an unreachable database answers 503 instead of hanging.
      // jit=off: Payload reads a document with its arrays and locales in one query of lateral joins, which PostgreSQL
      // prices high on tables it has never analysed (a handful of rows stays below autovacuum's threshold for ever),
      // so it compiled such reads to machine code on every call: 15-200 ms for the 2 ms navigation read (decision 056).
      pool: { connectionString: url, max: poolSize, connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS) || 10_000, options: '-c jit=off' },
      push,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      beforeSchemaInit: [withPostgresCounters],
    })
  : sqliteAdapter({
      client: { url },
      // No transactions on SQLite (Payload's default): see docs/decisions/001-sqlite-without-transactions.md.
      // WAL lets readers go on while one writes; the timeout lets a second process (seed, CLI) wait its turn.
      wal: true,
      busyTimeout: 5_000,
      push,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      beforeSchemaInit: [withSqliteCounters],
    }))

export default buildConfig({
  serverURL,
  // Payload accepts cookies from any origin when csrf is empty; list our own.
  csrf: [serverURL],
  cors: [serverURL],
  secret: payloadSecret(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · Admin' },
    // The generic silhouette, served with the admin: Gravatar was a request to an outside host (broken offline).
    avatar: 'default',
    // Indonesian order and 24-hour time ("15 Nov 2026, 14:30"); month names follow the admin language.
    dateFormat: 'd MMM yyyy, HH:mm',
    components: { beforeDashboard: ['/backend/admin/pending-work/PendingWork#PendingWork'] },
  },
  // Wrapped: a non-numeric id in a REST path is a 404, not a database error (backend/hooks/numeric-ids.ts); a file
  // route serves only a file a document of its collection names (backend/uploads/file-lookup.ts).
  // Grouped by job, with labels and descriptions in both languages (backend/admin/navigation, docs/decisions/026),
  // and every field labelled in both languages (backend/admin/field-labels, docs/decisions/030).
  collections: inNavigationOrder([
    Users,
    Media,
    PageMeta,
    Topics,
    ELibraryTypes,
    ELibraryItems,
    LibraryFiles,
    Research,
    EducationPrograms,
    Events,
    EventFiles,
    EventRegistrations,
    CopNewsletters,
    NewsletterFiles,
    FaqCategories,
    Faqs,
    PolicyPages,
    ProjectDocuments,
    ResourceFiles,
    Banners,
    Universities,
    Sessions,
    AccountTokens,
    ProfilePhotos,
    MasterOptions,
    Provinces,
    Cities,
    Notifications,
    DataRequests,
    DataExports,
    PageViews,
    SearchEntries,
    Courses,
    CourseChapters,
    CourseLectures,
    CourseFiles,
    CourseEnrolments,
    ForumThreads,
    ForumComments,
    ForumImages,
    ForumReports,
    ForumSubscriptions,
    ForumDigestEntries,
    ForumAnnouncementNotices,
    LectureProgress,
    Cp3pProgrammes,
    Cp3pRegistrations,
    Cp3pPaymentProofs,
    Cp3pMaterials,
    Cp3pProgress,
    Cp3pFeedback,
    Cp3pInhouseRequests,
    Certificates,
    CourseFeedback,
    Assessments,
    QuestionBanks,
    AssessmentAttempts,
    AssessmentAnswers,
    AssessmentAccommodations,
  ], 'collections')
    .map(withNavigationCopy)
    .map(withFieldLabels)
    .map(withExportAction)
    .map(withNumericIdGuard)
    .map(withFileLookup)
    .map(withMissingFileAsNotFound),
  // Uploads on S3-compatible storage when S3_BUCKET is set, else on the local disk (backend/uploads/s3-storage.ts).
  plugins: [uploadStorage],
  globals: inNavigationOrder(
    [SiteSettings, Navigation, ResearchCta, EducationPage, CapacityBuilding, HowItWorks, EventCta, OutreachPage, CommunityOfPractice, AboutPage, ExpertisePage, AdvocacyPage, UniidPage, Cp3pPage],
    'globals',
  ).map(withGlobalNavigationCopy)
    .map(withGlobalFieldLabels),
  endpoints,
  // A database outage is answered 503 in the API's envelope, and the process survives it (backend/operations).
  hooks: { afterError: [answerDatabaseOutage] },
  onInit: survivePoolErrors,
  // Mail, queued in the request and sent by a job runner (backend/jobs, docs/decisions/022).
  jobs: jobsConfig,
  email: queuedEmailAdapter,
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  // The admin speaks both languages of the site, Indonesian unless a staff member picks English in their account
  // (the language cookie; middleware.ts sets Indonesian when there is none, whatever the browser asks for).
  i18n: { supportedLanguages: { id, en }, fallbackLanguage: 'id' },
  editor: lexicalEditor(),
  db,
  kv: redisKv(),
  sharp,
  // Types are generated on purpose (npm run generate:types), not rewritten by every process that starts Payload.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  telemetry: false,
}).then(staffOnlyEditLocks)
