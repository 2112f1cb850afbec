/** The mailbox as IMAP_URL names it: `imaps://user:password@host:port/MAILBOX` (docs/product.md §4.1). */
export type ImapSettings = { host: string; port: number; secure: boolean; user: string; pass: string; mailbox: string };

export function imapSettings(url: string): ImapSettings {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  const mailbox = decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(parsed.username),
    pass: decodeURIComponent(parsed.password),
    mailbox,
  };
}
