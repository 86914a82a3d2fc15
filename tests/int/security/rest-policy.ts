/**
 * Who may call each of Payload's generated routes: the INTENDED policy, declared per collection and global
 * (docs/decisions/018-security-matrix-from-every-route.md). tests/int/security-rest-matrix.int.test.ts reads
 * `config.collections` / `config.globals` and fails for any slug declared nowhere here, so a collection is in
 * the matrix the day it lands.
 *
 * Audiences, judged against one fixture document per collection (owned by the fixture learner `owner`, in the
 * fixture course whose lecturer and mentor are `lecturer` and `mentor`):
 * - public: everyone, visitors included
 * - member: the row's own member (`owner`: their account, notification, registration)
 * - enrolled: a learner enrolled in the row's course (`owner` is)
 * - signed-in: every account, whatever its role
 * - staff-own-course: the lecturers and mentors of the row's course, and admins
 * - staff: every lecturer, mentor and admin
 * - admin: admins only
 * - nobody: no caller through REST (the server writes these rows itself)
 * A list admits the union: ['member', 'admin'] is the row's member and every admin.
 */
export type TAudience = 'public' | 'member' | 'enrolled' | 'signed-in' | 'staff-own-course' | 'staff' | 'admin' | 'nobody'
export type TDeclared = TAudience | TAudience[]

export const CALLERS = ['visitor', 'owner', 'learner', 'lecturer', 'mentor', 'other-lecturer', 'admin'] as const
export type TCaller = (typeof CALLERS)[number]

const ADMITS: Record<TAudience, TCaller[]> = {
  public: [...CALLERS],
  member: ['owner'],
  enrolled: ['owner'],
  'signed-in': CALLERS.filter((caller) => caller !== 'visitor'),
  'staff-own-course': ['lecturer', 'mentor', 'admin'],
  staff: ['lecturer', 'mentor', 'other-lecturer', 'admin'],
  admin: ['admin'],
  nobody: [],
}

export function admits(declared: TDeclared, caller: TCaller): boolean {
  return [declared].flat().some((audience) => ADMITS[audience].includes(caller))
}

/**
 * read covers find, find by id, count and (unless `file` says otherwise) the file route; versions covers the
 * version list and a version by id (restore is an update); duplicate is a create.
 */
export type TCollectionPolicy = {
  read: TDeclared
  create: TDeclared
  update: TDeclared
  delete: TDeclared
  versions?: TDeclared
  file?: TDeclared
}

const content = (read: TDeclared = 'public'): TCollectionPolicy => ({ read, create: 'staff', update: 'staff', delete: 'staff', versions: 'staff' })
/** Course material: any staff account may read it; only the course's own lecturers and mentors change it. */
const courseMaterial = (read: TDeclared): TCollectionPolicy => ({ read, create: 'staff-own-course', update: 'staff-own-course', delete: 'staff-own-course' })
/** Rows the server writes for a member (progress, feedback, attempts): the member and the course's staff read them. */
const learnerRecord = (read: TDeclared = ['member', 'staff']): TCollectionPolicy => ({ read, create: 'nobody', update: 'nobody', delete: 'admin' })

export const COLLECTION_POLICY: Record<string, TCollectionPolicy> = {
  users: { read: ['member', 'admin'], create: 'admin', update: ['member', 'admin'], delete: 'admin' },
  sessions: { read: 'admin', create: 'nobody', update: 'nobody', delete: 'admin' },
  'account-tokens': { read: 'admin', create: 'nobody', update: 'nobody', delete: 'admin' },
  // An avatar is shown beside forum posts and certificates, so its file is public; the list of them is not.
  'profile-photos': { read: ['member', 'admin'], file: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  // Only its member marks a notification read.
  notifications: { read: ['member', 'admin'], create: 'admin', update: 'member', delete: 'admin' },
  // Personal data requests (docs/decisions/042): the log is the admin's to read; the zips are handed out only by
  // /user/account/data-export/download, to their member, never through REST or the file route.
  'data-requests': { read: 'admin', create: 'nobody', update: 'nobody', delete: 'nobody' },
  'data-exports': { read: 'nobody', create: 'nobody', update: 'nobody', delete: 'nobody' },
  'page-views': { read: 'staff', create: 'nobody', update: 'nobody', delete: 'admin' },
  'search-entries': { read: 'staff', create: 'nobody', update: 'nobody', delete: 'nobody' },

  // Site content: published documents are public, staff edit.
  media: content(),
  'page-meta': content(),
  topics: content(),
  'elibrary-types': content(),
  'elibrary-items': content(),
  'library-files': content(),
  research: content(),
  'education-programs': content(),
  events: content(),
  'event-files': content(),
  'cop-newsletters': content(),
  'newsletter-files': content(),
  'faq-categories': content(),
  faqs: content(),
  'policy-pages': content(),
  'project-documents': content(),
  'resource-files': content(),
  banners: content(),
  universities: content(),
  'master-options': content(),
  provinces: content(),
  cities: content(),
  // Staff edit a programme's content; its existence and price are the admin's (docs/decisions/016).
  'cp3p-programmes': { read: 'public', create: 'admin', update: 'staff', delete: 'admin' },
  'event-registrations': { read: 'staff', create: 'nobody', update: 'nobody', delete: 'admin' },

  // Online courses (finding 9, docs/decisions/016: lecturers and mentors act on their own courses only).
  courses: { read: 'public', create: 'admin', update: 'staff-own-course', delete: 'admin', versions: 'staff-own-course' },
  // The outline is public: the enrol page lists the chapters.
  'course-chapters': courseMaterial('public'),
  'course-lectures': courseMaterial('staff-own-course'),
  'course-files': courseMaterial(['enrolled', 'staff-own-course']),
  'course-enrolments': { read: ['member', 'staff-own-course'], create: 'admin', update: 'admin', delete: 'admin' },
  'forum-threads': { read: 'staff-own-course', create: 'admin', update: 'admin', delete: 'staff-own-course' },
  'forum-comments': { read: 'staff-own-course', create: 'admin', update: 'admin', delete: 'staff-own-course' },
  'forum-images': { read: ['enrolled', 'staff-own-course'], create: 'admin', update: 'admin', delete: 'staff-own-course' },
  // Reports name their reporter: never read back by members; the course's moderators act on them.
  'forum-reports': { read: 'staff-own-course', create: 'admin', update: 'admin', delete: 'admin' },
  // Members follow threads and courses only through the forum calls (docs/decisions/044); admins read and may remove.
  'forum-subscriptions': { read: 'admin', create: 'nobody', update: 'nobody', delete: 'admin' },
  'forum-digest-entries': { read: 'admin', create: 'nobody', update: 'nobody', delete: 'admin' },
  'forum-announcement-notices': { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  'lecture-progress': { read: ['member', 'staff-own-course'], create: 'admin', update: 'admin', delete: 'admin' },
  'course-feedback': { read: 'staff-own-course', create: 'nobody', update: 'admin', delete: 'admin' },
  assessments: { read: 'staff-own-course', create: 'staff-own-course', update: 'staff-own-course', delete: 'admin' },
  'question-banks': { read: 'staff-own-course', create: 'staff-own-course', update: 'staff-own-course', delete: 'admin' },
  'assessment-attempts': { read: ['member', 'staff-own-course'], create: 'admin', update: 'admin', delete: 'admin' },
  // Teaching staff grade essays in /admin (points and feedback only; the grading service checks them).
  'assessment-answers': { read: 'staff-own-course', create: 'admin', update: 'staff-own-course', delete: 'admin' },
  // Staff of the course give accommodations; the learner reads their own (not its note).
  'assessment-accommodations': { read: ['member', 'staff-own-course'], create: 'staff-own-course', update: 'staff-own-course', delete: 'staff-own-course' },
  // Certificates and payments are admin only (finding 9).
  certificates: { read: 'admin', create: 'nobody', update: 'admin', delete: 'admin' },
  'cp3p-registrations': { read: ['member', 'admin'], create: 'nobody', update: 'admin', delete: 'admin' },
  'cp3p-payment-proofs': { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  'cp3p-materials': { read: 'staff', create: 'staff', update: 'staff', delete: 'staff' },
  // Teaching staff are not tied to cp3p programmes (docs/decisions/016).
  'cp3p-progress': learnerRecord(['member', 'admin']),
  'cp3p-feedback': learnerRecord(['member', 'admin']),
  // Companies' contact details.
  'cp3p-inhouse-requests': { read: 'admin', create: 'nobody', update: 'admin', delete: 'admin' },

  // Payload's own collections.
  'payload-kv': { read: 'nobody', create: 'nobody', update: 'nobody', delete: 'nobody' },
  // The jobs queue (backend/jobs): a job holds a whole mail, activation and reset links among them.
  'payload-jobs': { read: 'admin', create: 'nobody', update: 'nobody', delete: 'nobody' },
  // Payload serves no REST for its migration log.
  'payload-migrations': { read: 'nobody', create: 'nobody', update: 'nobody', delete: 'nobody' },
  // Edit locks of /admin: staff only (each lock names its user, who is not necessarily the caller).
  'payload-locked-documents': { read: 'staff', create: 'staff', update: 'staff', delete: 'staff' },
  // Each account's own /admin preferences (Payload scopes every access to the caller's own rows).
  'payload-preferences': { read: 'member', create: 'signed-in', update: 'member', delete: 'member' },
}

export type TGlobalPolicy = { read: TDeclared; update: TDeclared; versions?: TDeclared }

export const GLOBAL_POLICY: Record<string, TGlobalPolicy> = Object.fromEntries(
  [
    'site-settings', 'navigation', 'research-cta', 'education-page', 'capacity-building', 'how-it-works', 'event-cta', 'outreach-page',
    'community-of-practice', 'about-page', 'expertise-page', 'advocacy-page', 'uniid-page', 'cp3p-page',
  ].map((slug) => [slug, { read: 'public', update: 'staff', versions: 'staff' }]),
)

/** Payload's auth operations of each auth collection. */
export type TAuthPolicy = {
  /** Unlocking someone else's locked account. */
  unlock: TDeclared
  /** first-register once accounts exist, reset-password and verify with a forged token. */
  firstRegister: TDeclared
  /** /api/<slug>/login with the portal password of a member whose Payload password is not theirs (docs/decisions/003). */
  loginWithPortalPassword: TDeclared
}

export const AUTH_POLICY: Record<string, TAuthPolicy> = {
  users: { unlock: 'admin', firstRegister: 'nobody', loginWithPortalPassword: 'staff' },
}

/**
 * Cases where today's code does not yet do what the policy says: `<subject> <operation> <caller>` -> the finding.
 * The matrix prints a notice and skips each; it FAILS when a listed case holds (the fix merged: remove its line).
 * Empty since issue 20's fixes: a new gap goes here only with the issue that will close it.
 */
export const KNOWN_OPEN: Record<string, string> = {}
