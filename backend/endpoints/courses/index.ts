import type { Endpoint } from 'payload'
import { courseActivityEndpoints } from './activity'
import { courseEnrolmentEndpoints } from './enrolment'
import { courseLearningEndpoints } from './learning'
import { coursePublicEndpoints } from './public'
import { courseReportEndpoints } from './report'
import { transcriptEndpoint } from './transcript'

export const courseEndpoints: Endpoint[] = [...coursePublicEndpoints, ...courseEnrolmentEndpoints, ...courseLearningEndpoints, ...courseActivityEndpoints, ...courseReportEndpoints, transcriptEndpoint]
