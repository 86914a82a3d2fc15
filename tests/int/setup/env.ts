import { inject } from 'vitest'
import { warmUpLexical } from '../../../backend/lib/warm-up-lexical'
import { TEST_CERTIFICATE_SIGNING_KEY } from './database'

// Runs in the worker before each test file, so a static import of '@payload-config' sees the test database.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = inject('payloadSecret')
process.env.UPLOAD_DIR = inject('uploadDir')
process.env.CERTIFICATE_SIGNING_KEY = TEST_CERTIFICATE_SIGNING_KEY
Object.assign(process.env, inject('storageEnv'))
delete process.env.PAYLOAD_DB_PUSH

await warmUpLexical()
