import { getTranslations } from 'next-intl/server'
import { memberPage } from '@/features/account/member-page'
import { ModerationQueue } from './components/ModerationQueue'

/** The forum moderation queue of the courses a lecturer or mentor teaches (admins: every course), docs/decisions/041. */
export const moderationPage = memberPage('/lecturer/forum-moderation', async ({ locale }) => {
  const t = await getTranslations({ locale, namespace: 'forum.queue' })
  return (
    <>
      <p>{t('intro')}</p>
      <ModerationQueue />
    </>
  )
})
