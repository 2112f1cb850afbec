// Raw portal mails as they arrive in the mailbox: MIME built by nodemailer's composer (quoted-printable UTF-8,
// HTML with a text alternative or HTML only), with the senders, subjects and layouts of docs/product.md §4.1.
import MailComposer from 'nodemailer/lib/mail-composer/index.js';

type Raw = { from: string; subject: string; text?: string; html?: string; messageId?: string; date?: Date };

export async function rawMail({ from, subject, text, html, messageId, date }: Raw): Promise<Buffer> {
  const composer = new MailComposer({
    from,
    to: 'leads@casanova.test',
    subject,
    text,
    html,
    messageId: messageId ?? `<${Math.random().toString(36).slice(2)}@portal.test>`,
    date: date ?? new Date(),
  });
  return composer.compile().build();
}

/** idealista, Spanish: a new message with the agency's reference in the subject. */
export const idealistaMail = (opts: {
  reference: string;
  name?: string;
  email?: string;
  messageId?: string;
  /** Lines of text after the message, to make the mail this many bytes larger. */
  padding?: number;
}) =>
  rawMail({
    from: '"idealista" <reply@idealista.com>',
    subject: `Nuevo mensaje de ${opts.name ?? 'Pepe Prueba'} sobre tu inmueble, con ref: ${opts.reference}, Piso en Carrer de Verdi`,
    text: [
      'Tienes un nuevo mensaje que espera tu respuesta',
      opts.name ?? 'Pepe Prueba',
      '600 00 00 01 [tel:+34600000001]',
      opts.email ?? 'pepe.prueba@example.com',
      'Hola, me gustaría visitar el piso esta semana si es posible.',
      'Responder desde idealista',
      ...(opts.padding ? ['', 'Aviso legal. '.repeat(Math.ceil(opts.padding / 13))] : []),
    ].join('\n'),
    messageId: opts.messageId,
  });

/** Fotocasa, Catalan message, HTML only: labels glued once the HTML is text. */
export const fotocasaHtmlMail = (opts: { reference: string; suffix?: 'Fotocasa' | 'habitaclia' }) =>
  rawMail({
    from: '"Fotocasa Pro" <cliente@fotocasa.pro>',
    subject: `Contacto para Piso en venta en Barcelona Gràcia con referencia ${opts.reference} - De ${opts.suffix ?? 'Fotocasa'}`,
    html: `<p>Buenas noticias, tienes un nuevo mensaje esperándote</p>
<h2>Datos de la persona interesada</h2>
<p><b>Nombre:</b>Marta Puig<b>Teléfono:</b> <a href="tel:+34612345679">612 34 56 79</a><b>Email:</b> marta.puig@example.cat</p>
<p><b>Mensaje:</b> Bon dia, estic interessada en aquest pis i m'agradaria visitar-lo. Gràcies</p>
<p>¿Tienes dudas? Envíanos un email o llámanos al 900 823 825</p>`,
  });

/** Kyero, English. */
export const kyeroMail = (opts: { reference: string }) =>
  rawMail({
    from: 'Kyero <leads@kyero.com>',
    subject: `Enquiry about property ref ${opts.reference}`,
    text: `Name: John Smith\nTelephone: +44 20 7946 0958\nEmail: john.smith@example.co.uk\nMessage: Hello, is the flat still available? We would like to arrange a viewing, please.\nLanguage: English\nView property`,
  });
