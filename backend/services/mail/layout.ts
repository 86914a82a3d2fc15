const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export type TMailBody = { greeting: string; lines: string[]; action?: { label: string; url: string }; code?: string; footer: string }

/** One plain layout for every account mail: a text part and a matching, escaped HTML part. */
export function renderMail(body: TMailBody): { text: string; html: string } {
  const text = [
    body.greeting,
    '',
    ...body.lines,
    ...(body.code ? ['', body.code] : []),
    ...(body.action ? ['', `${body.action.label}: ${body.action.url}`] : []),
    '',
    body.footer,
  ].join('\n')
  const html = [
    '<div style="font-family:Arial,sans-serif;max-width:560px;margin:auto;color:#1f2937">',
    `<p>${escape(body.greeting)}</p>`,
    ...body.lines.map((line) => `<p>${escape(line)}</p>`),
    body.code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escape(body.code)}</p>` : '',
    body.action
      ? `<p><a href="${escape(body.action.url)}" style="background:#0b3c5d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(body.action.label)}</a></p><p style="font-size:12px;word-break:break-all">${escape(body.action.url)}</p>`
      : '',
    `<p style="font-size:12px;color:#6b7280">${escape(body.footer)}</p>`,
    '</div>',
  ].join('')
  return { text, html }
}
