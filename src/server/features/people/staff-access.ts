// What a staff account may do in the admin area (docs/product.md §4): properties, site texts, menu,
// contacts and contract drafts. Everything else (Firmar and the signing process, payments, settings, company
// and bank details, people, the system box) is for owners. A list of what staff MAY call, so a new route is
// owner-only until someone decides otherwise.
import { COMPANY_DETAIL_KEYS } from '#shared/site/content.ts';

export const STAFF_FORBIDDEN = 'Tu cuenta es de personal: solo los propietarios pueden hacer esto.';

const ANY = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const READ = ['GET', 'HEAD'];

const STAFF_ROUTES: [methods: string[], url: string][] = [
  [ANY, '/api/auth/me'],
  [ANY, '/api/auth/change-password'],
  // Everyone's own sessions: logging out and ending the others from the account menu.
  [ANY, '/api/auth/logout'],
  [ANY, '/api/auth/sessions'],
  [ANY, '/api/auth/sessions/:sessionId'],
  [ANY, '/api/auth/sessions/end-others'],
  [ANY, '/api/cms/properties'],
  [ANY, '/api/cms/properties/:id'],
  [ANY, '/api/cms/properties/order'],
  // A property's portal states and coordinates, read in its form; the cadastre's lookup and the feeds are the owners'.
  [READ, '/api/cms/properties/:id/portals'],
  [READ, '/api/cms/properties/:id/location'],
  [ANY, '/api/cms/images'],
  [ANY, '/api/cms/menu'],
  [ANY, '/api/cms/content/translations'],
  [ANY, '/api/cms/contacts'],
  [ANY, '/api/cms/contacts/:id'],
  // A contact's story, notes, demand and viewings, the visit sheet signed on the company's phone (docs/product.md §4.1).
  [READ, '/api/cms/contacts/:id/story'],
  [ANY, '/api/cms/contacts/:id/notes'],
  [ANY, '/api/cms/contacts/:id/demand'],
  [ANY, '/api/cms/contacts/:id/viewings'],
  [ANY, '/api/cms/viewings/:id/cancel'],
  [ANY, '/api/cms/viewings/:id/sheet'],
  [ANY, '/api/cms/viewings/:id/sheet/sign'],
  [READ, '/api/cms/viewings/:id/sheet.pdf'],
  // Drafts: list, read, create, edit, delete (deleting anything past a draft is refused to staff by the use case).
  [ANY, '/api/cms/contracts'],
  [ANY, '/api/cms/contracts/:id'],
  [READ, '/api/cms/contracts/:id/events'],
  [READ, '/api/cms/contracts/:id/timeline'],
  [READ, '/api/cms/contracts/:id/signing-links'],
  [READ, '/api/cms/setup-checklist'],
  // Who signs and as what: a draft's wizard shows it, read-only (docs/product.md#signer-powers).
  [READ, '/api/cms/signatories'],
  [READ, '/api/stats'],
];

// The company's legal, bank and registry details, and the name, email and address its mails, contracts and payment
// pages show: changing any of them changes who the buyer deals with, so it is an owner's act.
const COMPANY_KEYS = new Set<string>([...COMPANY_DETAIL_KEYS, 'company_name', 'company_email', 'company_address']);

export function staffMayCall(method: string, url: string, params: unknown): boolean {
  if (url === '/api/cms/content/:key') {
    // Site texts yes; the company's details are the owners' (they go into every contract, mail and payment page).
    const key = (params as { key?: string } | undefined)?.key ?? '';
    return READ.includes(method) || !COMPANY_KEYS.has(key);
  }
  return STAFF_ROUTES.some(([methods, route]) => route === url && methods.includes(method));
}
