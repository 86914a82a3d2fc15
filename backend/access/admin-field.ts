import { validations, type FieldAccess, type RelationshipFieldValidation } from 'payload'
import { userIsAdmin } from './is-admin'

const adminOnly: FieldAccess = ({ req }) => userIsAdmin(req.user)

/**
 * A field only an admin sets: money, rosters. Others may still save the document; Payload keeps the stored value
 * of a field they may not write (docs/decisions/016).
 */
export const adminField = { create: adminOnly, update: adminOnly }

/**
 * A relationship with `filterOptions` is checked on every save by reading the related accounts as the saving user.
 * Lecturers may not read other accounts, so saving a course they teach failed on its (unchanged) roster. The roster
 * is checked for those who may change it; for anyone else Payload keeps the stored value.
 */
export const validateRosterForAdmins: RelationshipFieldValidation = (value, options) =>
  userIsAdmin(options.req.user) || options.overrideAccess ? validations.relationship(value, options) : true
