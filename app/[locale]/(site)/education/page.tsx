import { EducationPage, generateMetadata } from '@/features/education/education-page'

type TProps = { params: Promise<{ locale: string }> }

// The page without a search: one cached page per language, expired by the CMS hooks' tags. A URL with a
// query string is rewritten by the middleware to ./filtered (lib/i18n/filtered-variants.ts).
export { generateMetadata }
export default function Page({ params }: TProps) {
  return EducationPage({ params, searchParams: Promise.resolve({}) })
}
