import { addDataAndFileToRequest, type Endpoint } from 'payload'
import { ZProfileFields } from '../../../lib/contracts/account/schemas'
import { PROFILE_PHOTO_MAX_BYTES } from '../../collections/ProfilePhotos'
import { fail, ok } from '../../lib/respond'
import { accountMessage } from '../../services/account/messages'
import { loadProfile } from '../../services/account/to-profile'
import { updateProfile } from '../../services/account/update-profile'
import { updateProfilePhoto } from '../../services/account/update-profile-photo'
import { memberHandler, parseBody } from '../handlers'

/** GET /user/profile: the member's own profile. */
export const profileEndpoint: Endpoint = {
  path: '/user/profile',
  method: 'get',
  handler: memberHandler(async (req, { user, locale }) => ok(await loadProfile(req.payload, user.id, locale))),
}

/** PUT /user/profile: edit-profile's fields; answers the saved profile. */
export const updateProfileEndpoint: Endpoint = {
  path: '/user/profile',
  method: 'put',
  handler: memberHandler(async (req, { user, locale }) => {
    const { data, error } = await parseBody(ZProfileFields, req)
    if (error) return error
    await updateProfile(req.payload, user.id, data)
    return ok(await loadProfile(req.payload, user.id, locale), accountMessage('profileSaved', locale))
  }),
}

/** PUT /user/profile/picture: multipart field `file`, a JPEG, PNG or WEBP image of at most 2 MB. */
export const updatePictureEndpoint: Endpoint = {
  path: '/user/profile/picture',
  method: 'put',
  handler: memberHandler(async (req, { user, locale }) => {
    // Refused before the body is read, so an oversized upload is never buffered.
    const declared = Number(req.headers.get('content-length') || 0)
    if (declared > PROFILE_PHOTO_MAX_BYTES + 64 * 1024) return fail(413, accountMessage('photoInvalid', locale))
    try {
      await addDataAndFileToRequest(req)
    } catch {
      return fail(400, accountMessage('photoInvalid', locale))
    }
    const file = req.file
    if (!file?.data || !(await updateProfilePhoto(req.payload, user.id, Buffer.from(file.data)))) {
      return fail(400, accountMessage('photoInvalid', locale))
    }
    return ok(await loadProfile(req.payload, user.id, locale), accountMessage('photoSaved', locale))
  }),
}
