import type { Endpoint } from 'payload'
import { certificateCredentialEndpoints } from './credentials'
import { certificateDownloadEndpoint } from './download'
import { certificateLearnerEndpoints } from './learner'
import { certificateVerificationEndpoints } from './verification'

export const certificateEndpoints: Endpoint[] = [...certificateVerificationEndpoints, ...certificateLearnerEndpoints, certificateDownloadEndpoint, ...certificateCredentialEndpoints]
