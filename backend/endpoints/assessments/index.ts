import type { Endpoint } from 'payload'
import { gradeEndpoints } from './grades'
import { gradingEndpoints } from './grading'
import { assessmentTakingEndpoints } from './take'

export const assessmentEndpoints: Endpoint[] = [...assessmentTakingEndpoints, ...gradeEndpoints, ...gradingEndpoints]
