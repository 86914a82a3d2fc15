/** How people attend: in a room, online, or both (schema.org Offline/Online/Mixed attendance modes). */
export const EVENT_FORMATS = ['offline', 'online', 'hybrid'] as const
export type TEventFormat = (typeof EVENT_FORMATS)[number]

/**
 * What happened to the schedule (schema.org eventStatus). Not `status`: on PostgreSQL its enum would
 * collide with the drafts' `_status` enum.
 */
export const EVENT_STATUSES = ['scheduled', 'rescheduled', 'postponed', 'cancelled', 'moved-online'] as const
export type TEventStatus = (typeof EVENT_STATUSES)[number]

/** A material is an uploaded file (slides, papers) or a link (a recording, a report online). */
export const MATERIAL_KINDS = ['file', 'link'] as const

/** Dates are authored and shown in Western Indonesian Time (UTC+7), stored as UTC instants. */
export const WIB_TIMEZONE = { label: 'WIB — Jakarta (UTC+7)', value: 'Asia/Jakarta' as const }
