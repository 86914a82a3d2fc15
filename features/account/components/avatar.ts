/** Spec section 3: a default picture when the photo is missing. */
export const DEFAULT_AVATAR = '/images/default-avatar.svg'
