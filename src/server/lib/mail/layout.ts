/** One layout for every mail: a short HTML body with an optional button, and its plain-text twin. */
type MailContent = {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  /** The language the mail is written in (`<html lang>`); Spanish unless the buyer chose another (docs/product.md §11.2). */
  lang?: string;
};

/** Who writes: the company as its mails sign (docs/product.md#112-buyers-language, "Mails"). */
export type MailCompany = { name: string; legalName: string; address: string; phone: string; email: string };

/** The logo travels inside the mail (an inline PNG, see worker.ts): no remote image for a client to block. */
export const LOGO_CID = 'logo@casa-nova';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// The slots that enqueueMail fills with the company's identity (brandMail below); a mail queued before they
// existed simply has none.
const BRAND = '<!--brand-->';
const FOOTER_START = '<!--footer-->';
const FOOTER_END = '<!--/footer-->';
const TEXT_FOOTER = '\n--\n';

const footerHtml = (text: string) =>
  `${FOOTER_START}<p style="font-size:12px;color:#666;line-height:1.5;margin:0">${escapeHtml(text).replace(/\n/g, '<br>')}</p>${FOOTER_END}`;

export function renderMail(content: MailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1f3a2e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#666;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const footer = content.footer ?? 'Casa Nova · Barcelona';
  const html = `<!doctype html><html lang="${escapeHtml(content.lang ?? 'es')}"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1c1c;background:#f6f4ef;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">${BRAND}<h1 style="font-size:20px;margin:0 0 20px">${escapeHtml(content.title)}</h1>${paragraphs}${button}<hr style="border:none;border-top:1px solid #eee;margin:24px 0">${footerHtml(footer)}</div></body></html>`;
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
  ].join('\n');
  return { html, text: `${text}${TEXT_FOOTER}${footer}` };
}

/** Name, address, phone and email, one per line, leaving out what the company has not filled in. */
function companyFooter(company: MailCompany): string {
  const name =
    company.legalName.trim() && company.legalName.trim() !== company.name.trim()
      ? `${company.name} · ${company.legalName}`
      : company.name;
  return [name, company.address, company.phone, company.email]
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Puts the company's logo on top and its identity in the footer of a rendered mail, so every mail a buyer or
 * visitor receives says who sent it and how to reach them, whichever feature wrote it.
 */
export function brandMail(mail: { html: string; text: string }, company: MailCompany): { html: string; text: string } {
  const footer = companyFooter(company);
  const logo = `<p style="margin:0 0 24px"><img src="cid:${LOGO_CID}" alt="${escapeHtml(company.name)}" width="40" height="40" style="vertical-align:middle;border:0"> <span style="font-family:Georgia,serif;font-size:18px;font-weight:bold;color:#1f3a2e;vertical-align:middle">${escapeHtml(company.name)}</span></p>`;
  const start = mail.html.indexOf(FOOTER_START);
  const end = mail.html.indexOf(FOOTER_END);
  const html =
    start >= 0 && end > start
      ? `${mail.html.slice(0, start)}${footerHtml(footer)}${mail.html.slice(end + FOOTER_END.length)}`.replace(
          BRAND,
          logo,
        )
      : mail.html;
  const cut = mail.text.lastIndexOf(TEXT_FOOTER);
  const text = start >= 0 && cut >= 0 ? `${mail.text.slice(0, cut)}${TEXT_FOOTER}${footer}` : mail.text;
  return { html, text };
}
