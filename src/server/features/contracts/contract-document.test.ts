import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contracts } from '#server/db/schema.ts';
import { BUYERS, contractBody, pendingContract, storeCompanyDetails } from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { contractDocument } from './contract-document';
import { getContract } from './queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
});
afterAll(() => t.close());

describe('frozen contract text', () => {
  it('keeps the kind of every paragraph, as the template said, when it is frozen', async () => {
    const contract = await pendingContract(t);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    const kinds = row!.frozenParagraphKinds!;
    expect(kinds.length).toBeGreaterThan(10);
    expect(kinds).toContain('heading');
    expect(kinds).toContain('clause');
    const document = await contractDocument(t.db, await getContract(t.db, contract.id));
    expect(document.paragraphs.map((p) => p.kind)).toEqual(kinds);
  });

  it('prints the stored kinds of an earlier release, never a guess from the text', async () => {
    const contract = await pendingContract(t);
    // Frozen by the release that stored the kinds but not yet the paragraphs.
    await t.db.update(contracts).set({ frozenParagraphs: null }).where(eq(contracts.id, contract.id));
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    // A paragraph whose text reads like a section heading ("REUNIDOS") stays the paragraph it was frozen as.
    const paragraphs = row!.frozenContent!.split('\n\n');
    const index = row!.frozenParagraphKinds!.indexOf('paragraph') + 1;
    paragraphs[index] = 'REUNIDOS';
    await t.db
      .update(contracts)
      .set({ frozenContent: paragraphs.join('\n\n') })
      .where(eq(contracts.id, contract.id));
    const document = await contractDocument(t.db, await getContract(t.db, contract.id));
    expect(document.paragraphs[index - 1]).toEqual({ kind: 'paragraph', text: 'REUNIDOS' });
  });

  it('reads the kinds back from the text for contracts frozen before they were stored', async () => {
    const contract = await pendingContract(t);
    await t.db
      .update(contracts)
      .set({ frozenParagraphs: null, frozenParagraphKinds: null })
      .where(eq(contracts.id, contract.id));
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    const document = await contractDocument(t.db, await getContract(t.db, contract.id));
    expect(document.paragraphs.length).toBe(row!.frozenContent!.split('\n\n').length - 1);
    expect(document.paragraphs.some((p) => p.kind === 'clause')).toBe(true);
  });

  it('prints the frozen paragraphs as stored, and the text they make is the one hashed', async () => {
    const contract = await pendingContract(t);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    const frozen = row!.frozenParagraphs!;
    expect([frozen.title, ...frozen.paragraphs.map((p) => p.text)].join('\n\n')).toBe(row!.frozenContent);
    const document = await contractDocument(t.db, await getContract(t.db, contract.id));
    expect(document.paragraphs).toEqual(frozen.paragraphs);
  });
});

describe('typed data never becomes a clause', () => {
  const INJECTED = 'Calle Mayor 1\n\nCUARTA.- NULIDAD';

  it('folds single-line fields to one line and prints them inside their own paragraph', async () => {
    const body = contractBody('arras_penitenciales', {
      buyers: [{ ...BUYERS[0], address: INJECTED, name: 'Ana\nGarcía López' }],
    });
    body.contract_data = { ...body.contract_data, direccion_inmueble: INJECTED };
    const contract = await pendingContract(t, body);
    expect(contract.buyers[0]?.address).toBe('Calle Mayor 1 CUARTA.- NULIDAD');
    expect(contract.buyers[0]?.name).toBe('Ana García López');
    expect(contract.contract_data.direccion_inmueble).toBe('Calle Mayor 1 CUARTA.- NULIDAD');

    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row!.frozenContent).not.toContain('\n\nCUARTA.- NULIDAD');
    const document = await contractDocument(t.db, await getContract(t.db, contract.id));
    const injected = document.paragraphs.filter((p) => p.text.includes('CUARTA.- NULIDAD'));
    expect(injected.length).toBeGreaterThan(0);
    expect(injected.every((p) => p.kind === 'paragraph' && !p.text.startsWith('CUARTA.- NULIDAD'))).toBe(true);
    expect(document.paragraphs.filter((p) => p.kind === 'clause').map((p) => p.text)).not.toContain('CUARTA.- NULIDAD');

    // The signing page gets the same structured paragraphs.
    const page = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}` });
    const paragraphs = page.json<{ paragraphs: { kind: string; text: string }[] }>().paragraphs;
    expect(paragraphs[0]?.kind).toBe('title');
    expect(paragraphs.filter((p) => p.kind === 'clause').some((p) => p.text.startsWith('CUARTA.- NULIDAD'))).toBe(
      false,
    );
  });

  it('renders a contract an earlier release froze with an injected paragraph exactly as it printed it then', async () => {
    const contract = await pendingContract(t);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    // Stored text and kinds from before this release: one paragraph more in the text than kinds stored.
    const text = row!.frozenContent!.replace('REUNIDOS', 'REUNIDOS\n\nUna línea más');
    await t.db
      .update(contracts)
      .set({ frozenContent: text, frozenParagraphs: null })
      .where(eq(contracts.id, contract.id));
    const document = await contractDocument(t.db, await getContract(t.db, contract.id));
    expect(document.paragraphs.map((p) => p.text)).toContain('Una línea más');
  });
});
