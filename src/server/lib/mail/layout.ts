/** One layout for every mail: a short HTML body with an optional button, and its plain-text twin. */
export type MailContent = {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  /** The language the mail is written in (`<html lang>`); Spanish unless the buyer chose another (docs/product.md §11.2). */
  lang?: string;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderMail(content: MailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1f3a2e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#666;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const footer = escapeHtml(content.footer ?? 'Casa Nova · Barcelona');
  const html = `<!doctype html><html lang="${escapeHtml(content.lang ?? 'es')}"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1c1c;background:#f6f4ef;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:8px"><h1 style="font-size:20px;margin:0 0 20px">${escapeHtml(content.title)}</h1>${paragraphs}${button}<hr style="border:none;border-top:1px solid #eee;margin:24px 0"><p style="font-size:12px;color:#888">${footer}</p></div></body></html>`;
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    content.footer ?? 'Casa Nova · Barcelona',
  ].join('\n');
  return { html, text };
}
