import type { Payload, PayloadRequest } from 'payload'
import { passwordData } from '../services/account/set-password'
import type { TSeededMaster } from './accounts'
import type { TDemoCredentials } from './demo-passwords'

/**
 * The demo accounts, active, with the portal's argon2id hash of this install's passwords (staff also get
 * them for /admin). The first learner has a filled-in profile so the member pages show real data.
 */
export async function seedUsers(
  payload: Payload,
  req: PayloadRequest,
  master: TSeededMaster,
  credentials: TDemoCredentials,
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const account of credentials.accounts) {
    const { key, password, ...rest } = account
    const profile =
      key === 'learner'
        ? {
            phoneNumber: '081234567890',
            gender: 'female' as const,
            placeOfBirth: 'Bandung',
            dateOfBirth: '1992-04-17',
            occupation: master.optionIds['occupation:Civil servant'],
            position: 'Analis Kebijakan Ahli Muda',
            company: 'Bappeda Provinsi Jawa Barat',
            industrySector: master.optionIds['industry-sector:Regional government'],
            educationAttainment: master.optionIds["education:Master's degree"],
            universityName: 'Institut Teknologi Bandung',
            jobTitle: 'Perencana Infrastruktur Daerah',
            workExperience: master.optionIds['work-experience:5–10 years'],
            province: master.provinceIds['32'],
            city: master.cityIds['3273'],
            description: 'Menyiapkan proyek KPBU air minum dan jalan daerah di Jawa Barat.',
          }
        : {}
    const created = await payload.create({
      collection: 'users',
      data: { ...rest, ...profile, loginType: 'default', isVerified: true, ...(await passwordData(password, account.role)) },
      overrideAccess: true,
      req,
    })
    ids[key] = created.id
  }
  return ids
}
