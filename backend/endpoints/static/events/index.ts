import type { Endpoint } from 'payload'
import { eventDetailEndpoint } from './detail'
import { eventListingEndpoints } from './listing'
import { eventOtherEndpoints } from './others'

export const eventEndpoints: Endpoint[] = [...eventListingEndpoints, eventDetailEndpoint, ...eventOtherEndpoints]
