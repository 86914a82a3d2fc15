import type { CollectionSlug } from 'payload'
import type { TBilingual } from '../../admin/navigation/types'
import { date, field, option, related, yesNo, type TColumn } from './columns'

/**
 * Who may export a list: `admin`, or `staff` (admins, lecturers and mentors). Either way the rows are the ones the
 * caller's read access lets the admin list show (a lecturer's own courses), never more (docs/decisions/030).
 */
export type TExportAudience = 'admin' | 'staff'
export type TExportSpec = { collection: CollectionSlug; audience: TExportAudience; columns: TColumn[] }

const learner: TBilingual = { id: 'Nama peserta', en: "Learner's name" }
const email: TBilingual = { id: 'Email', en: 'Email' }
const title = (id: string, en: string): TBilingual => ({ id, en })
const registered: TBilingual = { id: 'Terdaftar', en: 'Registered' }

/** The lists staff take out of /admin, each as the columns a spreadsheet needs. */
export const EXPORT_SPECS: TExportSpec[] = [
  {
    collection: 'cp3p-registrations',
    audience: 'admin',
    columns: [
      field('reference'),
      related('user', 'fullName', learner),
      related('user', 'email', email),
      related('user', 'phoneNumber'),
      related('programme', 'title', title('Program', 'Programme')),
      option('cp3p-registrations', 'status', { id: 'Status pendaftaran', en: 'Registration status' }),
      option('cp3p-registrations', 'paymentStatus'),
      field('amount'),
      field('currency'),
      field('provider', { id: 'Penyedia pembayaran', en: 'Payment provider' }),
      date('createdAt', registered),
      date('verifiedAt'),
      field('rejectionReason'),
    ],
  },
  {
    collection: 'event-registrations',
    audience: 'staff',
    columns: [
      related('event', 'title', title('Acara', 'Event')),
      field('seat'),
      related('user', 'fullName', { id: 'Nama lengkap', en: 'Full name' }),
      related('user', 'email', email),
      related('user', 'phoneNumber'),
      related('user', 'company'),
      date('createdAt', registered),
      date('attendedAt'),
    ],
  },
  {
    collection: 'users',
    audience: 'admin',
    columns: [
      field('fullName'),
      field('email'),
      option('users', 'role'),
      option('users', 'loginType'),
      yesNo('isVerified'),
      field('phoneNumber'),
      field('company'),
      field('jobTitle'),
      related('province', 'name', title('Provinsi', 'Province')),
      related('city', 'name', title('Kota', 'City')),
      yesNo('subscribe'),
      date('createdAt', { id: 'Akun dibuat', en: 'Account created' }),
    ],
  },
  {
    collection: 'course-enrolments',
    audience: 'staff',
    columns: [
      related('course', 'name', title('Kursus', 'Course')),
      related('user', 'fullName', learner),
      related('user', 'email', email),
      date('createdAt', { id: 'Terdaftar di kursus', en: 'Enrolled' }),
    ],
  },
  {
    collection: 'assessment-attempts',
    audience: 'staff',
    columns: [
      related('course', 'name', title('Kursus', 'Course')),
      related('assessment', 'title', title('Asesmen', 'Assessment')),
      related('user', 'fullName', learner),
      related('user', 'email', email),
      field('number', { id: 'Percobaan ke-', en: 'Attempt number' }),
      date('startedAt'),
      date('submittedAt'),
      field('score'),
      yesNo('passed'),
      yesNo('reviewed'),
    ],
  },
]
