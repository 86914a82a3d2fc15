import { FaqPage, generateMetadata } from '@/features/faq/faq-page'

type TProps = { params: Promise<{ locale: string }> }

// Without ?category= the FAQ is one cached page per language, expired by the CMS hooks' tags; a shared
// link with ?category= is rewritten by the middleware to ./filtered (lib/i18n/filtered-variants.ts).
export { generateMetadata }
export default function Page({ params }: TProps) {
  return FaqPage({ params, searchParams: Promise.resolve({}) })
}
