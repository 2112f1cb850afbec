import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { parsePortalMail, type PortalMail } from './index';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const SENDERS: Record<string, string> = {
  idealista: 'reply@idealista.com',
  fotocasa: 'cliente@fotocasa.pro',
  kyero: 'leads@kyero.com',
  pisos: 'noreply@pisos.com',
};

/** A fixture as the poll would read it: `From:`/`Subject:` lines when it has them, else its portal's sender and first line. */
function fixture(name: string): PortalMail {
  const lines = fs
    .readFileSync(path.join(FIXTURES, name), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('#'));
  const header = (label: string) => lines.find((line) => line.startsWith(`${label}: `))?.slice(label.length + 2);
  const from = header('From') ?? SENDERS[name.split('-')[0]!]!;
  const body = lines.filter((line) => !/^(From|Subject|Body): /.test(line)).join('\n');
  return {
    from: /<(.+)>/.exec(from)?.[1] ?? from,
    fromName: '',
    subject: header('Subject') ?? lines.find(Boolean) ?? '',
    text: [header('Body'), body].filter(Boolean).join('\n'),
  };
}
const lead = (mail: PortalMail) => {
  const result = parsePortalMail(mail);
  if (result.kind !== 'lead') throw new Error(`not a lead: ${JSON.stringify(result)}`);
  return result.lead;
};

describe('idealista', () => {
  it('reads a counteroffer: name, phone, email, reference and the offer as the message', () => {
    expect(lead(fixture('idealista-01_counteroffer.txt'))).toEqual({
      source: 'idealista',
      name: 'Pepe Prueba',
      email: 'lead.ficticio1@example.com',
      emailIsRelay: false,
      phone: '+34600000001',
      message:
        'Ha propuesto un precio de: 1.100 €Hola,\nme interesa este inmueble y me gustaría hacer una contraoferta.',
      reference: '1733',
      listing: 'Piso en Calle Don Juan de Austria, La Trinidad, Málaga',
      language: 'es',
    });
  });

  it('keeps the relay address as the reply address and marks it as not the person', () => {
    const read = lead(fixture('idealista-02_message_with_profile.txt'));
    expect(read).toMatchObject({
      name: 'Testuser',
      email: 'fakerelaytoken00000000000000000000000000000000000a1@contacts.idealista.com',
      emailIsRelay: true,
      phone: '+34600000002',
      message: 'Me gustaría hacer una visita',
      reference: '1732',
    });
  });

  it('reads an English enquiry in the Spanish layout and tells its language', () => {
    expect(lead(fixture('idealista-03_message_english_text_subject_plus_body.txt'))).toMatchObject({
      name: 'Jane Example',
      email: 'jane.example@example.com',
      message: "Hi, I'm interested in this flat and would like to arrange a viewing",
      reference: '1731',
      language: 'en',
    });
  });

  it('reads every subject variant', () => {
    const subjects = fixture('idealista-04_subject_variants.txt').text.split('\n').filter(Boolean);
    const names = subjects.map((subject) => {
      const result = parsePortalMail({
        from: 'reply@idealista.com',
        fromName: 'idealista',
        subject,
        text: 'Ana\n600 00 00 04 [tel:+34600000004]\nana@example.org\nHola',
      });
      return result.kind === 'lead' ? [result.lead.name, result.lead.reference] : result.kind;
    });
    expect(names).toEqual([
      ['Jane Example', '1731'],
      ['Juan Ejemplo', null],
      ['Leo', '1732'],
      ['ana', '1721'],
      ['Ana', 'BN-1528-V'],
    ]);
  });

  it('treats noresponder notices as no enquiry', () => {
    expect(
      parsePortalMail({
        from: 'noresponder@idealista.com',
        fromName: 'idealista',
        subject: 'Llamada atendida de un interesado en tus anuncios',
        text: 'Teléfono del interesado 600 000 011',
      }),
    ).toEqual({ kind: 'notice' });
  });

  it('reads the Catalan form of the subject and a Catalan message', () => {
    expect(
      lead({
        from: 'reply@idealista.com',
        fromName: 'idealista',
        subject: 'Nou missatge de Marta Puig sobre el teu immoble, amb ref: CN-7, Pis al carrer Verdi',
        text: "Marta Puig\n+34 612 345 678\nmarta@example.cat\nBon dia, estic interessada en aquest pis i m'agradaria visitar-lo.\nRespon des d'idealista",
      }),
    ).toMatchObject({ name: 'Marta Puig', phone: '+34612345678', reference: 'CN-7', language: 'ca' });
  });
});

describe('Fotocasa, habitaclia and milanuncios', () => {
  it('reads glued fields and the reference of the subject', () => {
    expect(lead(fixture('fotocasa-02_lead_fields_glued.txt'))).toMatchObject({
      source: 'fotocasa',
      name: 'Anna',
      email: 'anna.example@example.org',
      phone: '+34600000004',
      reference: '1721',
      listing: 'Piso en alquiler en Málaga Capital Málaga',
    });
  });

  it('marks what reads "No especificado." as missing and skips the footer support number', () => {
    const read = lead(fixture('fotocasa-03_lead_no_phone_not_specified.txt'));
    expect(read).toMatchObject({ name: null, phone: null, email: 'lead.ficticio5@example.com', reference: '1553' });
    expect(read.message).toBe(
      'Estoy buscando en Fotocasa y me gustaría recibir más información sobre el inmueble. Referencia 1553',
    );
  });

  it('reads tab-separated fields without a subject', () => {
    expect(lead(fixture('fotocasa-04_lead_tab_separated.txt'))).toMatchObject({
      name: 'Lucia',
      phone: '+34700000006',
      email: 'lucia.example@example.com',
      reference: '1720',
    });
  });

  it('reads the full new-contact layout without the action buttons in the message', () => {
    const read = lead(fixture('fotocasa-05_new_contact_full.txt'));
    expect(read).toMatchObject({ name: 'Pablo', phone: '+34600000007', email: 'pablo.example@example.com' });
    expect(read.message).not.toContain('WhatsApp');
  });

  it('reads a chat message: the name, the phone and the chat relay to reply to', () => {
    expect(lead(fixture('fotocasa-01_chat_message.txt'))).toMatchObject({
      name: 'Anna',
      phone: '+34600000004',
      email: 'contacto-abc123xyz@chat.fotocasa.es',
      emailIsRelay: true,
      reference: '1721',
    });
  });

  it('tells habitaclia and milanuncios by the subject', () => {
    const mail = fixture('fotocasa-06_lead_with_headers_logo_line.txt');
    expect(lead({ ...mail, subject: `${mail.subject} - De habitaclia` }).source).toBe('habitaclia');
    expect(lead({ ...mail, subject: `${mail.subject} - De milanuncios` }).source).toBe('milanuncios');
    expect(lead(mail)).toMatchObject({ source: 'fotocasa', name: 'Elena', reference: '1595' });
  });

  it('treats a login notice as no enquiry', () => {
    expect(parsePortalMail(fixture('fotocasa-07_non_lead_login.txt'))).toEqual({ kind: 'notice' });
  });
});

describe('Kyero and pisos.com', () => {
  it('reads the minimal French Kyero request: email and reference, the name missing', () => {
    expect(lead(fixture('kyero-01_fr_new_request_minimal.txt'))).toMatchObject({
      source: 'kyero',
      name: null,
      email: 'jan@example.org',
      reference: 'F3FB2CD4ED5',
    });
  });

  it('reads an English Kyero enquiry with its stated language', () => {
    expect(
      lead({
        from: 'leads@kyero.com',
        fromName: 'Kyero',
        subject: 'Enquiry about property ref CN-3',
        text: 'Name: John Smith\nTelephone: +44 20 7946 0958\nEmail: john@example.co.uk\nMessage: Is it still available? We would like a viewing.\nLanguage: English\nView property',
      }),
    ).toEqual({
      source: 'kyero',
      name: 'John Smith',
      email: 'john@example.co.uk',
      emailIsRelay: false,
      phone: '+442079460958',
      message: 'Is it still available? We would like a viewing.',
      reference: 'CN-3',
      listing: null,
      language: 'en',
    });
  });

  it('reads pisos.com and never takes the agency WhatsApp number for the enquirer', () => {
    expect(lead(fixture('pisos-01_whatsapp_contact.txt'))).toMatchObject({
      source: 'pisos',
      name: 'Omar',
      email: 'omar.example@example.com',
      phone: '+34700000009',
      reference: '1720',
    });
  });
});

it('an unknown sender is unreadable', () => {
  expect(
    parsePortalMail({ from: 'amigo@example.org', fromName: 'Amigo', subject: 'Cena el viernes', text: 'Hola' }),
  ).toEqual({ kind: 'unreadable', reason: 'Remitente desconocido' });
});
