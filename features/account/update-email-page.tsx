import { UpdateEmailForm } from './components/UpdateEmailForm'
import { memberPage } from './member-page'

// One module per page (not one for all of them): a page downloads the client code of every form its module imports,
// used or not (docs/decisions/045).
export const updateEmailPage = memberPage('/user/account-settings/update-email', ({ profile }) => <UpdateEmailForm email={profile.email} />, {
  defaultLoginOnly: true,
})
