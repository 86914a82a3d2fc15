/** The two sections of the education page a program can belong to. */
export const PROGRAM_KINDS = ['main', 'other'] as const
export type TProgramKind = (typeof PROGRAM_KINDS)[number]

/** How a program is delivered; the site words each value in both languages (messages/<locale>/education.json). */
export const DELIVERY_FORMATS = ['in-person', 'online', 'blended'] as const
export type TDeliveryFormat = (typeof DELIVERY_FORMATS)[number]

/** The unit of a program's length; a number plus a unit reads well in both languages and maps to ISO 8601. */
export const DURATION_UNITS = ['hours', 'days', 'weeks', 'months'] as const
export type TDurationUnit = (typeof DURATION_UNITS)[number]

export const optionsOf = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
