/** Cache tags shared by the site's cached API reads and the CMS hooks that expire them. */
export const CACHE_TAGS = {
  menu: 'menu',
  pageMeta: 'page-meta',
  siteSettings: 'site-settings',
  elibrary: 'elibrary',
  research: 'research',
  topics: 'topics',
  outreach: 'outreach',
  faq: 'faq',
  legal: 'legal',
  projectDocuments: 'project-documents',
  education: 'education',
  capacityBuilding: 'capacity-building',
  howItWorks: 'how-it-works',
  events: 'events',
  search: 'search',
} as const
