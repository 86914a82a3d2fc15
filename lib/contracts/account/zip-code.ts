/** An Indonesian postal code (kode pos): five digits. Shared by the profile schema and the users collection. */
export const ZIP_CODE = /^\d{5}$/
