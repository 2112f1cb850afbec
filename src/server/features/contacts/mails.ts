import { formatDateTime } from '#shared/format/dates.ts';
import { renderMail } from '#server/lib/mail/layout.ts';

type NotifiedContact = {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  interestedProperty: string | null;
  /** The language of the page it came from; NULL for messages older than the field. */
  locale: string | null;
  createdAt: Date;
};

// The admin reads Spanish; the visitor's language tells them in which one to answer.
const LANGUAGE_NAMES: Record<string, string> = { es: 'español', ca: 'catalán', en: 'inglés' };

/** At most this many messages are written out in one mail; the panel has them all. */
const MAX_MESSAGES_IN_MAIL = 50;

const describe = (contact: NotifiedContact) => [
  `Nombre: ${contact.name}`,
  `Email: ${contact.email}`,
  `Teléfono: ${contact.phone || 'N/A'}`,
  `Propiedad de interés: ${contact.interestedProperty || 'N/A'}`,
  `Idioma: ${(contact.locale && LANGUAGE_NAMES[contact.locale]) || 'no indicado'}`,
  `Recibido: ${formatDateTime(contact.createdAt)}`,
  `Mensaje:\n${contact.message}`,
];

/**
 * The company's notice of new contact messages: one message as it came, several summarised in arrival order.
 * Replying answers the visitor when all the messages come from one address; otherwise each has its own email.
 */
export function contactNotificationMail(contacts: readonly NotifiedContact[], adminUrl: string) {
  const action = { label: 'Ver en el panel', url: adminUrl };
  const senders = new Set(contacts.map((contact) => contact.email.trim().toLowerCase()));
  const replyTo = senders.size === 1 ? contacts[0]!.email.trim() : null;
  if (contacts.length === 1) {
    const [contact] = contacts as [NotifiedContact];
    return {
      replyTo,
      subject: `Nuevo mensaje de contacto de ${contact.name}`,
      ...renderMail({ title: 'Nuevo mensaje de contacto', paragraphs: describe(contact), action }),
    };
  }
  const shown = contacts.slice(0, MAX_MESSAGES_IN_MAIL);
  const rest = contacts.length - shown.length;
  return {
    replyTo,
    subject: `${contacts.length} nuevos mensajes de contacto`,
    ...renderMail({
      title: `${contacts.length} nuevos mensajes de contacto`,
      paragraphs: [
        `Han llegado ${contacts.length} mensajes desde el último aviso. Para no llenar el buzón, se avisa como mucho una vez por minuto.`,
        ...shown.map((contact, index) => [`${index + 1}.`, ...describe(contact)].join('\n')),
        ...(rest > 0 ? [`Y ${rest} mensajes más: están todos en el panel.`] : []),
      ],
      action,
    }),
  };
}
