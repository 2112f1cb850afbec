import type { ContactSource } from '#shared/contact-lifecycle/index.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/** An enquiry as a portal mail tells it; every part may be missing (the contact is filed with what there is). */
export type PortalLead = {
  source: Exclude<ContactSource, 'web'>;
  name: string | null;
  /** The person's address, or the portal's relay address when that is all the mail gives. */
  email: string | null;
  emailIsRelay: boolean;
  phone: string | null;
  message: string;
  /** The agency's reference as the portal repeats it (the product's property code when it published the ad). */
  reference: string | null;
  /** What else names the listing: its title, address or URL, as the mail writes it. */
  listing: string | null;
  /** The enquirer's language when the portal says it or the message reads clearly as one. */
  language: Locale | null;
};

/** A mail as the poll reads it: who sent it, its subject and its text (the HTML part turned to text if needed). */
export type PortalMail = { from: string; fromName: string; subject: string; text: string };

/**
 * What a parser makes of a mail: an enquiry; a notice of the portal that is no enquiry (`notice`); a mail of the
 * portal it cannot read (`unreadable`, with why). A parser answers `null` for a sender that is not its portal.
 */
export type ParseResult =
  { kind: 'lead'; lead: PortalLead } | { kind: 'notice' } | { kind: 'unreadable'; reason: string };

export type PortalParser = (mail: PortalMail) => ParseResult | null;
