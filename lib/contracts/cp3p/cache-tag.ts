/** Cached public cp3p reads carry this tag; saving a programme or the cp3p page expires them. */
export const CP3P_CACHE_TAG = 'cp3p'
