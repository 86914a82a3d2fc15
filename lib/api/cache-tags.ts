/** Cache tags shared by the site's cached API reads and the CMS hooks that expire them. */
export const CACHE_TAGS = { menu: 'menu', pageMeta: 'page-meta', siteSettings: 'site-settings', elibrary: 'elibrary', research: 'research', topics: 'topics', about: 'about', banners: 'banners', focusAreas: 'focus-areas', uniid: 'uniid' } as const
