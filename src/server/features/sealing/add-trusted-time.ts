// The seal job's work (docs/decisions/023-trusted-time-verified-and-in-the-background.md): the sealed PDF is read in
// one short query, the authority (and any OCSP/CRL location) is asked with no transaction open, and the result is
// written in a second short transaction. A token that fails any check is never embedded: the seal stays pending,
// with the reason in the timeline (first time) and in the log (every time).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '#server/db/client.ts';
import { contracts, sealedDocuments } from '#server/db/schema.ts';
import { getContract, recordContractEvent, type RequestOrigin } from '#server/features/contracts/index.ts';
import { extendSeal } from '#server/lib/pdf/long-term.ts';
import { loadFile, saveFile } from '#server/lib/storage.ts';

import { queueSignedContract } from './queue-signed-contract';
import type { Sealing } from './seal-contract';
import { claimDueSealJob, deleteSealJob, lockClaimedJob, postponeSealJob, type SealJob } from './seal-jobs';
import { findSealedDocument, type SealedDocumentRow } from './sealed-documents';

const SYSTEM: RequestOrigin = { actor: 'sistema', ip: null, userAgent: null };
/** The authority's time is checked against the machine's clock, not the app's business clock. */
const systemClock = () => new Date();

/**
 * A job left by an earlier release: the contract was signed but never sealed and its final mails were withheld.
 * It is sealed locally now, and mailed, as a signature would have done.
 */
async function sealLegacyPending(db: Database, contractId: string, sealing: Sealing): Promise<SealedDocumentRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for('update');
    const existing = await findSealedDocument(tx, contractId);
    if (existing) return existing;
    await queueSignedContract(tx, await getContract(tx, contractId), SYSTEM, sealing);
    return (await findSealedDocument(tx, contractId))!;
  });
}

export type SealJobOutcome = 'timestamped' | 'pending' | 'dropped';

export async function runSealJob(
  db: Database,
  claim: SealJob,
  sealing: Sealing,
  log: FastifyBaseLogger,
): Promise<SealJobOutcome> {
  const { contractId } = claim;
  const sealed = (await findSealedDocument(db, contractId)) ?? (await sealLegacyPending(db, contractId, sealing));
  const tsa = sealing.tsa;
  if (!tsa || sealed.extendedFileId) {
    // TSA_URL was removed since, or another instance finished first: nothing left to do.
    await db.transaction(async (tx) => deleteSealJob(tx, contractId));
    return 'dropped';
  }
  const file = await loadFile(db, sealed.fileId);
  if (!file) throw new Error(`sealed file ${sealed.fileId} is missing`);

  let extended: Awaited<ReturnType<typeof extendSeal>>;
  try {
    extended = await extendSeal(file.data, tsa, systemClock);
  } catch (error) {
    const reason = (error as Error).message;
    log.warn(
      { contractId, attempts: claim.attempts, reason },
      'sello sin fecha cierta: la autoridad de sellado de tiempo no dio un sello válido; se reintentará',
    );
    await db.transaction(async (tx) => {
      const job = await lockClaimedJob(tx, claim);
      if (!job) return;
      if (job.lastError === null) {
        await recordContractEvent(tx, contractId, 'seal_pending', SYSTEM, { details: { reason } });
      }
      await postponeSealJob(tx, job, reason, sealing.now());
    });
    return 'pending';
  }

  return db.transaction(async (tx) => {
    if (!(await lockClaimedJob(tx, claim))) return 'dropped';
    const saved = await saveFile(tx, { data: extended.pdf, contentType: 'application/pdf' });
    await tx
      .update(sealedDocuments)
      .set({
        extendedFileId: saved.id,
        extendedSha256: saved.sha256,
        timestampAuthority: extended.timestamp.authority,
        timestampedAt: extended.timestamp.time,
      })
      .where(eq(sealedDocuments.contractId, contractId));
    await recordContractEvent(tx, contractId, 'timestamped', SYSTEM, {
      details: {
        pdf_sha256: saved.sha256,
        timestamp_authority: extended.timestamp.authority,
        timestamped_at: extended.timestamp.time.toISOString(),
        document_timestamped_at: extended.documentTimestamp.time.toISOString(),
      },
    });
    await deleteSealJob(tx, contractId);
    log.info({ contractId, authority: extended.timestamp.authority }, 'sello con fecha cierta completado');
    return 'timestamped' as const;
  });
}

/** Runs every due job, one at a time; each instance may run this, the claim keeps each job to one of them. */
export async function runDueSealJobs(db: Database, sealing: Sealing, log: FastifyBaseLogger): Promise<number> {
  let handled = 0;
  for (let claim = await claimDueSealJob(db, sealing.now()); claim; claim = await claimDueSealJob(db, sealing.now())) {
    try {
      await runSealJob(db, claim, sealing, log);
    } catch (error) {
      log.warn({ err: error, contractId: claim.contractId }, 'seal job failed; it will be retried after its lease');
    }
    handled++;
  }
  return handled;
}
