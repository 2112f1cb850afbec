import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { LAST_OWNER_MESSAGE, type PersonDto } from '#shared/api/people-dtos.ts';
import { auditLog, contracts, users } from '#server/db/schema.ts';
import { contractBody, createContract, storeCompanyDetails } from '#server/test/contracts.ts';
import { ADMIN, createTestApp, type TestApp } from '#server/test/test-app.ts';

import { NO_SIGNING_POWERS } from './signing-representative';
import { STAFF_FORBIDDEN } from './staff-access';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

const LAURA_POWERS = {
  name: 'Laura Vidal Roca',
  dni: '12345678Z',
  position: 'Consejera delegada',
  powers: 'Escritura de 3 de marzo de 2025 ante la notaria de Barcelona Dña. Elena Puig, protocolo 1234',
};

type Session = { token: string; as: (options: InjectOptions) => ReturnType<TestApp['asAdmin']> };

/** Invites a person as the first admin, opens the mailed link to choose a password and logs in. */
async function invite(email: string, body: Record<string, unknown>): Promise<{ person: PersonDto; session: Session }> {
  const response = await t.asAdmin({ method: 'POST', url: '/api/cms/people', payload: { email, ...body } });
  expect(response.statusCode).toBe(201);
  const person = response.json<PersonDto>();
  expect(person.invitation_pending).toBe(true);
  const mail = (await t.outbox()).filter((row) => row.kind === 'person_invitation' && row.to === email).at(-1)!;
  const link = /http:\/\/casanova\.test\/reset-password\?token=([\w%-]+)/.exec(mail.text)!;
  const password = `clave-de-${email.split('@')[0]}-123`;
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: decodeURIComponent(link[1]!), new_password: password },
  });
  expect(reset.statusCode).toBe(200);
  return { person, session: await login(email, password) };
}

async function login(username: string, password: string): Promise<Session> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(response.statusCode).toBe(200);
  const token = response.json<{ access_token: string }>().access_token;
  return {
    token,
    as: (options) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
  };
}

/** Takes every person's powers away, as on an installation where only the first account signs. */
const withoutNamedSignatories = () => t.db.update(users).set({ signingPowers: null });

const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('personal accounts', () => {
  it('a staff account manages properties, texts and drafts, and is refused Firmar, payments, settings, people and bank details', async () => {
    const { session: pau } = await invite('pau@casanova.test', { full_name: 'Pau Serra', role: 'staff' });
    expect((await pau.as({ method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({
      username: 'pau@casanova.test',
      role: 'staff',
    });
    expect((await pau.as({ method: 'GET', url: '/api/cms/contacts' })).statusCode).toBe(200);
    expect(
      (await pau.as({ method: 'PUT', url: '/api/cms/content/hero_title', payload: { content: 'Casas con alma' } }))
        .statusCode,
    ).toBe(200);
    const draft = await pau.as({ method: 'POST', url: '/api/cms/contracts', payload: contractBody() });
    expect(draft.statusCode).toBe(201);
    const id = draft.json<ContractDto>().id;

    const sign = await pau.as({ method: 'POST', url: `/api/cms/contracts/${id}/sign`, payload: {} });
    expect(sign.statusCode).toBe(403);
    expect(sign.json()).toEqual({ detail: STAFF_FORBIDDEN });
    for (const [method, url, payload] of [
      ['GET', '/api/cms/settings'],
      ['GET', '/api/cms/pending-payments'],
      ['GET', '/api/cms/people'],
      ['PUT', '/api/cms/content/bank_iban', { content: 'ES91 2100 0418 4502 0005 1332' }],
      ['POST', `/api/cms/contracts/${id}/cancel`, { reason: 'Prueba de anulación por el personal sin permiso' }],
    ] as const) {
      expect((await pau.as({ method, url, payload })).statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, id));
    expect(row!.status).toBe('draft');
  });

  it('Firmar signs as the logged-in representative: the text and the PDF name them and their powers, never the request body', async () => {
    const { session: laura } = await invite('laura@casanova.test', {
      full_name: 'Laura Vidal',
      role: 'owner',
      signing_powers: LAURA_POWERS,
    });
    const contract = await createContract(t);
    const signed = await laura.as({
      method: 'POST',
      url: `/api/cms/contracts/${contract.id}/sign`,
      payload: { name: 'Otra Persona', dni: '00000000T' },
    });
    expect(signed.statusCode).toBe(200);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row!.adminSigner).toMatchObject({
      name: LAURA_POWERS.name,
      dni: LAURA_POWERS.dni,
      position: LAURA_POWERS.position,
      powers: LAURA_POWERS.powers,
    });
    expect(row!.frozenContent).toContain('Laura Vidal Roca');
    expect(row!.frozenContent).not.toContain('Marta Soler Puig');
    const pdf = await laura.as({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Laura Vidal Roca');
    expect(text).toContain('Consejera delegada');
    expect(text).toContain('protocolo 1234');
    expect(text).not.toContain('Otra Persona');
    expect(text).not.toContain('cuenta de administración compartida');
  });

  it('tells staff and owners who signs for the company and as what, without the DNI', async () => {
    const { session: nuria } = await invite('quim@casanova.test', { full_name: 'Quim Roig', role: 'staff' });
    const answer = await nuria.as({ method: 'GET', url: '/api/cms/signatories' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toContainEqual({
      user_id: expect.any(Number),
      name: LAURA_POWERS.name,
      position: LAURA_POWERS.position,
      powers: LAURA_POWERS.powers,
    });
    expect(answer.body).not.toContain(LAURA_POWERS.dni);
  });

  it('a Catalan contract names the usual Spanish position typed on the people page in Catalan', async () => {
    const { session: laura } = await invite('laura.ca@casanova.test', {
      full_name: 'Laura Vidal',
      role: 'owner',
      signing_powers: LAURA_POWERS,
    });
    const contract = await createContract(t, contractBody('arras_penitenciales', { contract_language: 'ca' }));
    const signed = await laura.as({ method: 'POST', url: `/api/cms/contracts/${contract.id}/sign`, payload: {} });
    expect(signed.statusCode).toBe(200);
    const pdf = await laura.as({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Consellera delegada');
    expect(text).not.toContain('Consejera delegada');
  });

  it('a Catalan contract states the powers in Catalan when the person gave them, otherwise says the text is Spanish', async () => {
    const POWERS_CA = 'Escriptura de 3 de març de 2025 davant la notària de Barcelona Sra. Elena Puig, protocol 1234';
    const { session: laura, person } = await invite('laura.powers@casanova.test', {
      full_name: 'Laura Vidal',
      role: 'owner',
      signing_powers: { ...LAURA_POWERS, powers_ca: POWERS_CA },
    });
    const listed = await laura.as({ method: 'GET', url: '/api/cms/people' });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ signing_powers: expect.objectContaining({ powers_ca: POWERS_CA, powers_en: '' }) }),
    );
    const catalan = await createContract(t, contractBody('arras_penitenciales', { contract_language: 'ca' }));
    expect(
      (await laura.as({ method: 'POST', url: `/api/cms/contracts/${catalan.id}/sign`, payload: {} })).statusCode,
    ).toBe(200);
    const [ca] = await t.db.select().from(contracts).where(eq(contracts.id, catalan.id));
    expect(ca!.frozenContent).toContain(`en virtut del títol següent: ${POWERS_CA}`);
    expect(ca!.frozenContent).not.toContain(LAURA_POWERS.powers);
    const text = await pdfText((await laura.as({ method: 'GET', url: `/api/contracts/${catalan.id}/pdf` })).rawPayload);
    expect(text.replace(/\s+/g, ' ')).toContain('protocol 1234');

    // Without a Catalan version the Spanish text goes as written, said to be Spanish.
    const changed = await t.asAdmin({
      method: 'PATCH',
      url: `/api/cms/people/${person.id}`,
      payload: { signing_powers: LAURA_POWERS },
    });
    expect(changed.statusCode).toBe(200);
    const second = await createContract(t, contractBody('arras_penitenciales', { contract_language: 'ca' }));
    expect(
      (await laura.as({ method: 'POST', url: `/api/cms/contracts/${second.id}/sign`, payload: {} })).statusCode,
    ).toBe(200);
    const [plain] = await t.db.select().from(contracts).where(eq(contracts.id, second.id));
    expect(plain!.frozenContent).toContain(`${LAURA_POWERS.powers} (text en castellà)`);
  });

  it('an owner without signing powers is refused with a clear Spanish detail; the first admin signs as the company representative', async () => {
    const { session: jordi } = await invite('jordi@casanova.test', { full_name: 'Jordi Mas', role: 'owner' });
    const contract = await createContract(t);
    // Nobody has powers of their own yet: only then does the shared account sign (docs/product.md#signers-are-people).
    await withoutNamedSignatories();
    const refused = await jordi.as({ method: 'POST', url: `/api/cms/contracts/${contract.id}/sign`, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: NO_SIGNING_POWERS });
    expect(
      (await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/sign`, payload: {} })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row!.adminSigner).toMatchObject({ name: 'Marta Soler Puig', dni: '87654321X', sharedAccount: true });
    expect(row!.adminSigner?.position).toBeUndefined();
    // The evidence says it as it was: the shared administration account, for the representative in company details.
    const text = await pdfText(
      (await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` })).rawPayload,
    );
    expect(text).toContain('La parte vendedora firmó desde la cuenta de administración compartida de la plataforma');
    expect(text).toContain(
      'Cuenta de administración compartida, en nombre del representante de los datos de la empresa',
    );
  });

  it('the invitation names the inviter by their name, not their username', async () => {
    const { session } = await invite('marta.invita@casanova.test', { full_name: 'Marta Puig Serra', role: 'owner' });
    const response = await session.as({
      method: 'POST',
      url: '/api/cms/people',
      payload: { email: 'pol.invitado@casanova.test', full_name: 'Pol Ferrer', role: 'staff' },
    });
    expect(response.statusCode).toBe(201);
    const mail = (await t.outbox()).filter(
      (m) => m.kind === 'person_invitation' && m.to === 'pol.invitado@casanova.test',
    )[0]!;
    expect(mail.text).toContain('Marta Puig Serra te ha dado acceso');
    expect(mail.text).not.toContain('marta.invita@casanova.test te ha dado');
  });

  it('every audit event names the person who did it', async () => {
    const { person, session: nuria } = await invite('nuria@casanova.test', { full_name: 'Núria Font', role: 'staff' });
    const created = await nuria.as({ method: 'POST', url: '/api/cms/contracts', payload: contractBody() });
    expect(created.statusCode).toBe(201);
    const id = created.json<ContractDto>().id;
    await withoutNamedSignatories();
    expect((await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${id}/sign`, payload: {} })).statusCode).toBe(
      200,
    );
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(rows.map((r) => [r.action, r.actor])).toEqual([
      ['create', 'nuria@casanova.test'],
      ['sign', ADMIN.username],
    ]);
    expect(rows[0]!.userId).toBe(person.id);
    const [invitation] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invite'), eq(auditLog.entityId, String(person.id))));
    expect(invitation!.actor).toBe(ADMIN.username);
  });

  it('deactivating a person ends their sessions at once and stops their logins', async () => {
    const { person, session: marc } = await invite('marc@casanova.test', { full_name: 'Marc Puig', role: 'staff' });
    expect((await marc.as({ method: 'GET', url: '/api/cms/contacts' })).statusCode).toBe(200);
    const off = await t.asAdmin({ method: 'PATCH', url: `/api/cms/people/${person.id}`, payload: { active: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json<PersonDto>().active).toBe(false);
    expect((await marc.as({ method: 'GET', url: '/api/cms/contacts' })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'marc@casanova.test', password: 'clave-de-marc-123' },
    });
    expect(again.statusCode).toBe(401);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deactivate'), eq(auditLog.entityId, String(person.id))));
    expect(audit).toHaveLength(1);
  });

  it('always keeps one active owner', async () => {
    const owners = await t.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'owner'), eq(users.active, true)));
    // Every other owner steps down, then the last one cannot.
    for (const owner of owners.filter((o) => o.username !== ADMIN.username)) {
      expect(
        (await t.asAdmin({ method: 'PATCH', url: `/api/cms/people/${owner.id}`, payload: { role: 'staff' } }))
          .statusCode,
      ).toBe(200);
    }
    const [admin] = await t.db.select().from(users).where(eq(users.username, ADMIN.username));
    for (const payload of [{ active: false }, { role: 'staff' }]) {
      const refused = await t.asAdmin({ method: 'PATCH', url: `/api/cms/people/${admin!.id}`, payload });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: LAST_OWNER_MESSAGE });
    }
    const list = (await t.asAdmin({ method: 'GET', url: '/api/cms/people' })).json<PersonDto[]>();
    expect(list.filter((p) => p.role === 'owner' && p.active).map((p) => p.username)).toEqual([ADMIN.username]);
    // Each row says truthfully whether the account signs: the first one signs as the shared account.
    expect(list.find((p) => p.username === ADMIN.username)?.signs_for_company).toBe('shared_account');
    expect(list.find((p) => p.username === 'laura@casanova.test')?.signs_for_company).toBe('no');
  });

  it('two owners demoting each other at once: one wins, the other gets 409, never a 500', async () => {
    const { person: joan, session: joanSession } = await invite('joan@casanova.test', {
      full_name: 'Joan Mas',
      role: 'owner',
    });
    const { person: rosa, session: rosaSession } = await invite('rosa@casanova.test', {
      full_name: 'Rosa Vila',
      role: 'owner',
    });
    // Only these two stay owners: the first admin steps down first.
    const [admin] = await t.db.select().from(users).where(eq(users.username, ADMIN.username));
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, admin!.id));
    try {
      const answers = await Promise.all([
        joanSession.as({ method: 'PATCH', url: `/api/cms/people/${rosa.id}`, payload: { role: 'staff' } }),
        rosaSession.as({ method: 'PATCH', url: `/api/cms/people/${joan.id}`, payload: { role: 'staff' } }),
      ]);
      // The loser gets 409 when both got past the login check together; 403 when the winner had already made it staff.
      const [winner, loser] = answers.map((a) => a.statusCode).sort();
      expect(winner).toBe(200);
      expect([403, 409]).toContain(loser);
      const owners = await t.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'owner'), eq(users.active, true)));
      expect(owners).toHaveLength(1);
    } finally {
      await t.db.update(users).set({ role: 'owner' }).where(eq(users.id, admin!.id));
    }
  });

  it('a reset request keeps a pending invitation; a deactivated account cannot complete a reset', async () => {
    const invited = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/people',
      payload: { email: 'eva@casanova.test', full_name: 'Eva Roig', role: 'staff' },
    });
    const eva = invited.json<PersonDto>();
    const invitation = (await t.outbox()).filter((m) => m.kind === 'person_invitation' && m.to === eva.email).at(-1)!;
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(invitation.text)![1]!);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'eva@casanova.test' },
    });
    expect(request.statusCode).toBe(200);
    const resetMail = (await t.outbox()).filter((m) => m.kind === 'password_reset' && m.to === eva.email).at(-1)!;
    const resetToken = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(resetMail.text)![1]!);

    // The invitation survived the reset request.
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'clave-de-eva-123' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(resetToken).not.toBe(token);

    // A reset link mailed before the account was deactivated sets no password afterwards, and no new one is sent.
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: eva.email } });
    const late = (await t.outbox()).filter((m) => m.kind === 'password_reset' && m.to === eva.email).at(-1)!;
    const lateToken = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(late.text)![1]!);
    await t.db.update(users).set({ active: false }).where(eq(users.id, eva.id));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: lateToken, new_password: 'otra-clave-123' },
    });
    expect(refused.statusCode).toBe(400);
    const mailsBefore = (await t.outbox()).length;
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: eva.email } });
    expect((await t.outbox()).length).toBe(mailsBefore);
  });

  it('refuses a second account for the same email and an invalid DNI in the signing powers', async () => {
    const duplicate = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/people',
      payload: { email: 'ADMIN@casanova.test', full_name: 'Otra', role: 'staff' },
    });
    expect(duplicate.statusCode).toBe(409);
    const badDni = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/people',
      payload: {
        email: 'x@casanova.test',
        full_name: 'X',
        role: 'owner',
        signing_powers: { ...LAURA_POWERS, dni: '12345678A' },
      },
    });
    expect(badDni.statusCode).toBe(422);
  });

  it('refuses an invitation whose address is a Unicode look-alike of an existing account’s (TR39 skeleton)', async () => {
    await invite('sara.puig@casanova.test', { full_name: 'Sara Puig', role: 'staff' });
    const mailsBefore = (await t.outbox()).length;
    // A Cyrillic "а" in the name, Cyrillic "с" and "а" in the domain, "rn" for "m", a Cyrillic "ѕ".
    for (const lookAlike of [
      'sаra.puig@casanova.test',
      'sara.puig@саsanova.test',
      'adrnin@casanova.test',
      'ѕara.puig@casanova.test',
    ]) {
      const refused = await t.asAdmin({
        method: 'POST',
        url: '/api/cms/people',
        payload: { email: lookAlike, full_name: 'Sara Puig', role: 'owner' },
      });
      expect(refused.statusCode, lookAlike).toBe(409);
      expect(refused.json().detail).toMatch(/se confunde a simple vista/);
    }
    expect((await t.outbox()).length).toBe(mailsBefore);
    const people = (await t.asAdmin({ method: 'GET', url: '/api/cms/people' })).json<PersonDto[]>();
    expect(people.filter((person) => person.full_name === 'Sara Puig')).toHaveLength(1);
  });
});
