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
  [ANY, '/api/cms/properties'],
  [ANY, '/api/cms/properties/:id'],
  [ANY, '/api/cms/properties/order'],
  [ANY, '/api/cms/images'],
  [ANY, '/api/cms/menu'],
  [ANY, '/api/cms/content/translations'],
  [ANY, '/api/cms/contacts'],
  [ANY, '/api/cms/contacts/:id'],
  // Drafts: list, read, create, edit, delete (deleting refuses anything past draft on its own).
  [ANY, '/api/cms/contracts'],
  [ANY, '/api/cms/contracts/:id'],
  [READ, '/api/cms/contracts/:id/events'],
  [READ, '/api/cms/contracts/:id/timeline'],
  [READ, '/api/cms/contracts/:id/signing-links'],
  [READ, '/api/cms/setup-checklist'],
  [READ, '/api/stats'],
];

const COMPANY_KEYS = new Set<string>(COMPANY_DETAIL_KEYS);

export function staffMayCall(method: string, url: string, params: unknown): boolean {
  if (url === '/api/cms/content/:key') {
    // Site texts yes; the company's legal and bank details are the owners' (they go into every contract).
    const key = (params as { key?: string } | undefined)?.key ?? '';
    return READ.includes(method) || !COMPANY_KEYS.has(key);
  }
  return STAFF_ROUTES.some(([methods, route]) => route === url && methods.includes(method));
}
