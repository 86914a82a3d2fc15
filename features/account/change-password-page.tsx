import { ChangePasswordForm } from './components/ChangePasswordForm'
import { memberPage } from './member-page'

// One module per page (not one for all of them): a page downloads the client code of every form its module imports,
// used or not (docs/decisions/045).
export const changePasswordPage = memberPage('/user/account-settings/change-password', () => <ChangePasswordForm />, {
  defaultLoginOnly: true,
})
