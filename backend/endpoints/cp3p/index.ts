import type { Endpoint } from 'payload'
import { cp3pFileEndpoints } from './files'
import { cp3pInhouseEndpoint } from './inhouse'
import { cp3pLmsEndpoints } from './lms'
import { cp3pPublicEndpoints } from './public'
import { cp3pRegistrationEndpoints } from './registration'

export const cp3pEndpoints: Endpoint[] = [...cp3pPublicEndpoints, ...cp3pRegistrationEndpoints, ...cp3pFileEndpoints, ...cp3pLmsEndpoints, cp3pInhouseEndpoint]
