import type { Locale } from '../../../lib/i18n/config'

/** The server's answers of the discussion calls, in the language of the call. */
const MESSAGES = {
  notFound: { id: 'Data yang Anda cari tidak ditemukan', en: 'The data you are looking for was not found' },
  threadCreated: { id: 'Diskusi berhasil dibuat.', en: 'Discussion created.' },
  threadDeleted: { id: 'Diskusi dihapus.', en: 'Discussion deleted.' },
  commentCreated: { id: 'Komentar terkirim.', en: 'Comment posted.' },
  commentDeleted: { id: 'Komentar dihapus.', en: 'Comment deleted.' },
  notYours: { id: 'Anda hanya dapat menghapus tulisan Anda sendiri.', en: 'You can only delete your own posts.' },
  emptyText: { id: 'Deskripsi wajib diisi', en: 'Description is required' },
  badChapter: { id: 'Bab atau sub-bab tidak ada di kursus ini.', en: 'The chapter or sub-chapter is not in this course.' },
  imageInvalid: { id: 'Gambar harus JPEG, PNG atau WEBP dan paling besar 2 MB.', en: 'The image must be a JPEG, PNG or WEBP of at most 2 MB.' },
  imageUploaded: { id: 'Gambar diunggah.', en: 'Image uploaded.' },
  reported: { id: 'Terima kasih. Laporan Anda sudah dikirim ke moderator.', en: 'Thank you. Your report was sent to the moderators.' },
  alreadyReported: { id: 'Anda sudah melaporkan tulisan ini; moderator akan meninjaunya.', en: 'You already reported this post; the moderators will review it.' },
  locked: { id: 'Diskusi ini dikunci: tidak dapat dibalas lagi.', en: 'This discussion is locked: no new replies.' },
  notModerator: { id: 'Hanya pengajar, mentor kursus ini, dan admin yang dapat memoderasi.', en: "Only this course's lecturers and mentors and admins can moderate." },
  badAction: { id: 'Tindakan ini tidak berlaku untuk tulisan tersebut.', en: 'This action does not apply to that post.' },
  followed: { id: 'Anda mengikuti diskusi ini.', en: 'You follow this discussion.' },
  unfollowed: { id: 'Anda tidak lagi mengikuti diskusi ini.', en: 'You no longer follow this discussion.' },
  moderated: { id: 'Tindakan moderasi disimpan.', en: 'Moderation action saved.' },
} as const

export type TForumMessage = keyof typeof MESSAGES

export const forumMessage = (key: TForumMessage, locale: Locale): string => MESSAGES[key][locale]
