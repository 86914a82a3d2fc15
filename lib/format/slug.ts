const MAX_LENGTH = 80

/** The [title] segment of detail URLs: lowercase ASCII words joined by dashes ("detail" when nothing is left). */
export function titleSlug(title: string | null | undefined): string {
  const slug = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/g, '')
  return slug || 'detail'
}
