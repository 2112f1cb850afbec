// A contact's life (docs/product.md §4.1, "Contactos"): where an enquiry came from, the stage the owner has it at,
// a viewing's statuses and what the mailbox poll did with each message. The admin, the API schemas and the
// database CHECKs use these lists; nothing else spells one of these values. Lists only grow: old rows stay valid.

/** Where an enquiry came from: the site's own form or a portal. */
export const CONTACT_SOURCES = ['web', 'idealista', 'fotocasa', 'habitaclia', 'kyero', 'milanuncios', 'pisos'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];
export const CONTACT_SOURCE_LABELS: Record<ContactSource, string> = {
  web: 'Web',
  idealista: 'idealista',
  fotocasa: 'Fotocasa',
  habitaclia: 'habitaclia',
  kyero: 'Kyero',
  milanuncios: 'milanuncios',
  pisos: 'pisos.com',
};

/** Where the owner has the buyer: the admin shows the Spanish word. */
export const CONTACT_STAGES = ['new', 'contacted', 'viewing', 'offer', 'reserved', 'discarded'] as const;
export type ContactStage = (typeof CONTACT_STAGES)[number];
export const CONTACT_STAGE_LABELS: Record<ContactStage, string> = {
  new: 'Nuevo',
  contacted: 'Contactado',
  viewing: 'Visita',
  offer: 'Oferta',
  reserved: 'Reservado',
  discarded: 'Descartado',
};

/** What a portal mail could not tell: the contact is filed anyway, with these parts marked as missing. */
export const CONTACT_MISSING_PARTS = ['name', 'email', 'phone', 'property'] as const;
export type ContactMissingPart = (typeof CONTACT_MISSING_PARTS)[number];

/** A viewing: booked, confirmed or cancelled by the visitor (or the company), and done once its sheet is signed. */
export const VIEWING_STATUSES = ['scheduled', 'confirmed', 'cancelled', 'done'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
export const VIEWING_STATUS = {
  scheduled: 'scheduled',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  done: 'done',
} as const satisfies { [S in ViewingStatus]: S };
export const VIEWING_STATUS_LABELS: Record<ViewingStatus, string> = {
  scheduled: 'Programada',
  confirmed: 'Confirmada',
  cancelled: 'Anulada',
  done: 'Hecha',
};
/** The visitor may still confirm or cancel, and the company may open the sheet. */
export const isViewingOpen = (status: ViewingStatus) => status === 'scheduled' || status === 'confirmed';

/** How the visit sheet was signed: on the company's phone, in front of the agent, or from the visitor's own link. */
export const VISIT_SHEET_CHANNELS = ['company_device', 'link'] as const;
export type VisitSheetChannel = (typeof VISIT_SHEET_CHANNELS)[number];

/**
 * What the mailbox poll did with a message: filed as a contact, unreadable (from a portal but not understood,
 * too large, broken, or from a sender no parser knows: the owner looks at it), a portal's notice that is no
 * enquiry (ignored), or a message already filed (duplicate).
 */
export const MAILBOX_OUTCOMES = ['filed', 'unreadable', 'ignored', 'duplicate'] as const;
export type MailboxOutcome = (typeof MAILBOX_OUTCOMES)[number];
