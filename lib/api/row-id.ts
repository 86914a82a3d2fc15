/**
 * The largest id a stored row can have: PostgreSQL's `serial` ids are 32-bit. A larger number in a call reached the
 * database as an out-of-range integer and answered 500; schemas and id guards refuse it as invalid or not found.
 */
export const MAX_ROW_ID = 2_147_483_647
