import { EditProfileForm } from './components/EditProfileForm'
import { PhotoUpload } from './components/PhotoUpload'
import { memberPage } from './member-page'

// One module per page (not one for all of them): a page downloads the client code of every form its module imports,
// used or not (docs/decisions/045).
export const editProfilePage = memberPage(
  '/user/account-settings/edit-profile',
  ({ profile }) => (
    <>
      <PhotoUpload profile={profile} />
      <EditProfileForm profile={profile} />
    </>
  ),
  { defaultLoginOnly: true },
)
