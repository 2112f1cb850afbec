import { formatDateTime } from '../../../shared/format/dates';
import { renderMail } from '../../lib/mail/layout';

export type NotifiedContact = {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  interestedProperty: string | null;
  createdAt: Date;
};

/** At most this many messages are written out in one mail; the panel has them all. */
export const MAX_MESSAGES_IN_MAIL = 50;

const describe = (contact: NotifiedContact) => [
  `Nombre: ${contact.name}`,
  `Email: ${contact.email}`,
  `Teléfono: ${contact.phone || 'N/A'}`,
  `Propiedad de interés: ${contact.interestedProperty || 'N/A'}`,
  `Recibido: ${formatDateTime(contact.createdAt)}`,
  `Mensaje:\n${contact.message}`,
];

/** The company's notice of new contact messages: one message as it came, several summarised in arrival order. */
export function contactNotificationMail(contacts: readonly NotifiedContact[], adminUrl: string) {
  const action = { label: 'Ver en el panel', url: adminUrl };
  if (contacts.length === 1) {
    const [contact] = contacts as [NotifiedContact];
    return {
      subject: `Nuevo mensaje de contacto de ${contact.name}`,
      ...renderMail({ title: 'Nuevo mensaje de contacto', paragraphs: describe(contact), action }),
    };
  }
  const shown = contacts.slice(0, MAX_MESSAGES_IN_MAIL);
  const rest = contacts.length - shown.length;
  return {
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
