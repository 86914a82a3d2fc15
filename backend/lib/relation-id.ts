/** The id of a relationship field's value, whether Payload returned it populated (a document) or as its id; 0 for none. */
export const idOf = (value: number | { id: number } | null | undefined): number => (typeof value === 'object' && value ? value.id : (value ?? 0))
