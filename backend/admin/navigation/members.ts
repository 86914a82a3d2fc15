import type { TNavGroup } from './types'

/** People: accounts and roles, and what the portal tells them. */
export const membersGroup = {
  label: { id: 'Anggota', en: 'Members' },
  collections: {
    users: {
      singular: { id: 'Pengguna', en: 'User' },
      plural: { id: 'Pengguna', en: 'Users' },
      description: { id: 'Akun anggota dan staf. Peran menentukan akses: Admin, Dosen, Mentor, Peserta.', en: 'Member and staff accounts. The role decides access: Admin, Lecturer, Mentor, Learner.' },
    },
    notifications: {
      singular: { id: 'Notifikasi', en: 'Notification' },
      plural: { id: 'Notifikasi', en: 'Notifications' },
      description: { id: 'Pesan untuk satu anggota, dibuat otomatis oleh fitur lain.', en: 'Messages for one member, created by other features.' },
    },
    'profile-photos': {
      singular: { id: 'Foto profil', en: 'Profile photo' },
      plural: { id: 'Foto profil', en: 'Profile photos' },
      description: { id: 'Foto yang diunggah anggota untuk profilnya.', en: 'Photos members upload for their profile.' },
    },
  },
  globals: {},
} satisfies TNavGroup
