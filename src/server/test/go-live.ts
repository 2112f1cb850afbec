// Puts a test installation live the way an owner does (docs/product.md#test-mode): the signing policy decided, a named
// person with signing powers, the AML organisation, then POST /api/cms/go-live. The app must have SMTP_URL (the checklist asks for it).
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';

import { siteContent, users } from '#server/db/schema.ts';

import { ADMIN, type TestApp } from './test-app';

export const MARTA_POWERS = {
  name: 'Marta Soler Puig',
  dni: '87654321X',
  position: 'Administradora única',
  powers:
    'Escritura de constitución otorgada ante el notario de Barcelona Joan Vidal el 3 de marzo de 2020, protocolo 1.234',
};

/** The first account gets signing powers of its own: it then signs as that named person, not as the shared account. */
export async function giveAdminSigningPowers(t: TestApp): Promise<void> {
  await t.db.update(users).set({ signingPowers: MARTA_POWERS }).where(eq(users.username, ADMIN.username));
}

/** Where a live company is reached: an address that receives mail (the checklist refuses the demo's). */
export const LIVE_CONTACT = {
  company_email: 'info@casanova.es',
  company_phone: '+34 931 000 111',
  company_address: 'Carrer de Balmes 1, 08007 Barcelona',
};

/** A one-page PDF, as the company's internal AML manual. */
export const manualPdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Manual de prevención del blanqueo de capitales de Casa Nova');
    doc.end();
  });

/**
 * The company's AML organisation (docs/product.md#aml-organisation): the first account (a named person once it has
 * powers) approves high-risk clients, and the internal manual is uploaded.
 */
export async function setUpAmlOrganisation(t: TestApp): Promise<void> {
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, ADMIN.username));
  const approver = await t.asAdmin({
    method: 'PUT',
    url: '/api/cms/aml-organisation/approver',
    payload: { user_id: admin!.id },
  });
  if (approver.statusCode !== 200) throw new Error(`approver ${approver.statusCode}: ${approver.body}`);
  const boundary = '----aml-manual';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="manual.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    await manualPdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const manual = await t.asAdmin({
    method: 'POST',
    url: '/api/cms/aml-organisation/manual?dated=2026-01-15',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  if (manual.statusCode !== 201) throw new Error(`manual ${manual.statusCode}: ${manual.body}`);
}

export async function goLive(t: TestApp): Promise<void> {
  await giveAdminSigningPowers(t);
  await setUpAmlOrganisation(t);
  for (const [key, value] of Object.entries(LIVE_CONTACT))
    await t.db
      .insert(siteContent)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteContent.key, set: { value } });
  const decided = await t.asAdmin({ method: 'PUT', url: '/api/cms/settings', payload: {} });
  if (decided.statusCode !== 200) throw new Error(`settings ${decided.statusCode}: ${decided.body}`);
  const live = await t.asAdmin({ method: 'POST', url: '/api/cms/go-live' });
  if (live.statusCode !== 200) throw new Error(`go-live ${live.statusCode}: ${live.body}`);
}
