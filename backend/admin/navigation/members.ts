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
    'data-requests': {
      singular: { id: 'Permintaan data pribadi', en: 'Personal data request' },
      plural: { id: 'Permintaan data pribadi', en: 'Personal data requests' },
      description: {
        id: 'Log permintaan salinan data dan penghapusan akun anggota (UU PDP). Dicatat otomatis; hanya baca, admin saja.',
        en: "Log of members' data export and account deletion requests (PDP Law). Written automatically; read-only, admins only.",
      },
    },
    'data-exports': {
      singular: { id: 'Salinan data pribadi', en: 'Personal data export' },
      plural: { id: 'Salinan data pribadi', en: 'Personal data exports' },
      description: { id: 'Berkas zip salinan data anggota; tidak ditampilkan di admin.', en: "Zips of members' data exports; not shown in the admin." },
    },
  },
  globals: {},
} satisfies TNavGroup
