import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '#server/db/client.ts';
import { mailOutbox, siteContent } from '#server/db/schema.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

import { renderMail } from './layout';
import { enqueueMail } from './outbox';
import { createMailTransport } from './transport';
import { deliverDueMail } from './worker';

let handle: DatabaseHandle;
let dataDir: string;
beforeEach(async () => {
  handle = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-branding-'));
});
afterEach(async () => {
  await handle.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const company = async (values: Record<string, string>) =>
  handle.db.insert(siteContent).values(Object.entries(values).map(([key, value]) => ({ key, value })));

const deliveredMessages = async () => {
  await deliverDueMail(handle.db, createMailTransport({ from: 'no-reply@casanova.test', dataDir }));
  const dir = path.join(dataDir, 'outbox');
  return Promise.all((await fs.readdir(dir)).map((name) => fs.readFile(path.join(dir, name), 'utf8')));
};

describe('mails to buyers and visitors', () => {
  it('carry Reply-To the company email, the company identity in the footer and the logo inline', async () => {
    await company({
      company_name: 'Casa Nova',
      legal_name: 'Casa Nova Reformas S.L.',
      company_email: 'hola@casanova.test',
      company_address: 'Carrer de Verdi 12, 08012 Barcelona',
      company_phone: '931 234 567',
    });
    await enqueueMail(handle.db, {
      kind: 'contract_signature_reminder',
      to: 'comprador@ejemplo.es',
      subject: 'Recordatorio',
      ...renderMail({
        title: 'Recordatorio',
        paragraphs: ['Responde a este email si tienes dudas.'],
        footer: 'Casa Nova Reformas S.L.',
      }),
    });
    const [row] = await handle.db.select().from(mailOutbox);
    expect(row!.replyTo).toBe('hola@casanova.test');
    expect(row!.text).toMatch(
      /--\nCasa Nova · Casa Nova Reformas S\.L\.\nCarrer de Verdi 12, 08012 Barcelona\n931 234 567\nhola@casanova\.test$/,
    );
    expect(row!.html).toContain('Carrer de Verdi 12, 08012 Barcelona<br>931 234 567');

    const [eml] = await deliveredMessages();
    expect(eml).toMatch(/^Reply-To: hola@casanova\.test$/m);
    expect(eml).toMatch(/^Content-Type: image\/png; name=logo\.png$/m);
    expect(eml).toMatch(/^Content-ID: <logo@casa-nova>$/m);
  });

  it('answer the default company email when none was saved, and the sender chosen by the caller otherwise', async () => {
    const mail = { subject: 'Aviso', ...renderMail({ title: 'Aviso', paragraphs: ['Hola'] }) };
    await enqueueMail(handle.db, { kind: 'payment_receipt', to: 'comprador@ejemplo.es', ...mail });
    await enqueueMail(handle.db, {
      kind: 'contact_notification',
      to: 'info@casanova.example',
      replyTo: 'visitante@ejemplo.es',
      ...mail,
    });
    const rows = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((row) => row.replyTo)).toEqual(['info@casanova.example', 'visitante@ejemplo.es']);
  });
});
