import sanitizeHtml from 'sanitize-html'

export const FORUM_IMAGE_PATH = '/api/forum-images/file/'

/**
 * The only HTML a thread or comment keeps: a few text tags, links (http, https, mailto; opened safely) and
 * images uploaded to this forum. Scripts, handlers, styles and foreign images are dropped, so whatever a client
 * sends is harmless when rendered.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'img'],
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
    exclusiveFilter: (frame) => frame.tag === 'img' && !String(frame.attribs.src ?? '').startsWith(FORUM_IMAGE_PATH),
  }).trim()
}

/** A text without tags (for searching and for checking a description is not empty). */
export const plainText = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()

/** Whether sanitised HTML still says something: text or an image. */
export const hasContent = (html: string) => plainText(html).length > 0 || /<img\s/i.test(html)
