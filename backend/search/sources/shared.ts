/** Topic ids of a relationship field, whether or not it was populated. */
export const idsOf = (values: (number | { id: number })[] | null | undefined) =>
  (values ?? []).map((value) => (typeof value === 'number' ? value : value.id))
