import { APIError, type CollectionBeforeValidateHook } from 'payload'
import sharp from 'sharp'

/**
 * Payload judges an upload's type by its first bytes, so a PNG header followed by HTML passes as image/png.
 * For collections that never resize (nothing else decodes the file), an image is decoded in full here and
 * refused when it is not a real picture.
 */
export const requireDecodableImage: CollectionBeforeValidateHook = async ({ req }) => {
  const file = req.file
  if (!file?.data || !file.mimetype?.startsWith('image/')) return
  try {
    await sharp(file.data, { failOn: 'error' }).toBuffer()
  } catch {
    throw new APIError('The file is not a valid image', 400, null, true)
  }
}
