/** schema.org FAQPage for the FAQ page: every question on the page with its answer as text. */
export function faqPageLd(args: { url: string; inLanguage: string; items: { question: string; answer: string }[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: args.url,
    inLanguage: args.inLanguage,
    mainEntity: args.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
