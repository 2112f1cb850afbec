import { renderMail } from '../../lib/mail/layout';

export function contactNotificationMail(
  contact: { name: string; email: string; phone: string; message: string; interested_property?: string | null },
  adminUrl: string,
) {
  return {
    subject: `Nuevo mensaje de contacto de ${contact.name.trim()}`,
    ...renderMail({
      title: 'Nuevo mensaje de contacto',
      paragraphs: [
        `Nombre: ${contact.name.trim()}`,
        `Email: ${contact.email.trim()}`,
        `Teléfono: ${contact.phone.trim() || 'N/A'}`,
        `Propiedad de interés: ${contact.interested_property?.trim() || 'N/A'}`,
        `Mensaje:\n${contact.message.trim()}`,
      ],
      action: { label: 'Ver en el panel', url: adminUrl },
    }),
  };
}
