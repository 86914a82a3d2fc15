/** The cache tag of public course reads (catalogue, enrol page); the course collections' hooks expire it. */
export const COURSES_CACHE_TAG = 'courses'
