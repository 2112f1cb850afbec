import { parseFotocasa } from './fotocasa';
import { parseIdealista } from './idealista';
import { parseKyero } from './kyero';
import type { ParseResult, PortalMail } from './lead';
import { parsePisos } from './pisos';

export type { ParseResult, PortalLead, PortalMail } from './lead';

const PARSERS = [parseIdealista, parseFotocasa, parseKyero, parsePisos];

/**
 * What the mail is: an enquiry of a portal, one of its notices, or unreadable. A sender no parser knows is
 * unreadable too ("unknown sender"): the owner looks at it in the mailbox (docs/product.md §4.1).
 */
export function parsePortalMail(mail: PortalMail): ParseResult {
  for (const parse of PARSERS) {
    const result = parse(mail);
    if (result) return result;
  }
  return { kind: 'unreadable', reason: 'Remitente desconocido' };
}
