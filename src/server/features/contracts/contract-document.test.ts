import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contractDocument } from './contract-document';
import { getContract } from './queries';
import { pendingContract, storeCompanyDetails } from './test-support';

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

  it('prints the stored kinds, never a guess from the text: typed data cannot become a heading', async () => {
    const contract = await pendingContract(t);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    // A paragraph whose text reads like a section heading ("REUNIDOS") stays the paragraph it was frozen as.
    const paragraphs = row!.frozenContent!.split('\n\n');
    const index = row!.frozenParagraphKinds!.indexOf('paragraph') + 1;
    paragraphs[index] = 'REUNIDOS';
    await t.db.update(contracts).set({ frozenContent: paragraphs.join('\n\n') }).where(eq(contracts.id, contract.id));
    const document = await contractDocument(t.db, await getContract(t.db, contract.id));
    expect(document.paragraphs[index - 1]).toEqual({ kind: 'paragraph', text: 'REUNIDOS' });
  });

  it('reads the kinds back from the text for contracts frozen before they were stored', async () => {
    const contract = await pendingContract(t);
    await t.db.update(contracts).set({ frozenParagraphKinds: null }).where(eq(contracts.id, contract.id));
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    const document = await contractDocument(t.db, await getContract(t.db, contract.id));
    expect(document.paragraphs.length).toBe(row!.frozenContent!.split('\n\n').length - 1);
    expect(document.paragraphs.some((p) => p.kind === 'clause')).toBe(true);
  });
});
