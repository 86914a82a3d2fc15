/** `npm run search:reindex`: rebuilds the site-wide search index from the published content. */
import { runScript } from '../lib/run-script'
import { rebuildSearchIndex } from '../search/rebuild-search-index'

await runScript('Search reindex', async (payload) => `Search index rebuilt from ${await rebuildSearchIndex(payload)} document(s).`)
