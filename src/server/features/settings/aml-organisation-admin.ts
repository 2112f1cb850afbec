import { and, asc, eq } from 'drizzle-orm';

import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { MAX_AML_MANUAL_PAGES, type AmlOrganisationDto } from '#shared/schemas/aml-organisation-schema.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { Actor } from '#server/lib/audit.ts';
import { checkDocument, DocumentChecksBusy } from '#server/lib/documents/check-document.ts';
import { AppError, unprocessable } from '#server/lib/errors.ts';
import { bytesMatchType } from '#server/lib/file-bytes.ts';
import { saveFile } from '#server/lib/storage.ts';

import { amlOrganisation, writeAmlOrganisation } from './aml-organization';

// The company's AML organisation (Ley 10/2010 art. 26, docs/product.md#aml-organisation): an owner names who approves
// high-risk clients — a person with an active owner account — and uploads the internal manual with its date.

const NOT_AN_OWNER =
  'Los clientes de riesgo alto los aprueba una persona con cuenta de propietario activa (Personas): elige una de ellas.';
const NOT_A_PDF = 'El manual debe ser un PDF.';
const UNREADABLE =
  'No hemos podido abrir el PDF del manual: comprueba que no está dañado ni protegido y súbelo otra vez.';
const FUTURE_DATE = 'La fecha del manual no puede ser posterior a hoy.';

type Person = { user_id: number; name: string };

/** The name a person goes by: the one of their signing powers, else their full name; the shared account has none. */
const personName = (row: { fullName: string; signingPowers: { name: string } | null }): string =>
  row.signingPowers?.name.trim() || row.fullName.trim();

/** Active owners who are people (a name on their account): who may approve high-risk clients. */
export async function approverCandidates(db: Executor): Promise<Person[]> {
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, signingPowers: users.signingPowers })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.role, 'owner'), eq(users.active, true)))
    .orderBy(asc(users.id));
  return rows.flatMap((row) => (personName(row) ? [{ user_id: row.id, name: personName(row) }] : []));
}

export async function describeAmlOrganisation(db: Executor): Promise<AmlOrganisationDto> {
  const [organisation, candidates] = await Promise.all([amlOrganisation(db), approverCandidates(db)]);
  const id = organisation.approver_user_id;
  const current = candidates.find((person) => person.user_id === id);
  const [stored] =
    id !== null && !current
      ? await db.select({ fullName: users.fullName, username: users.username }).from(users).where(eq(users.id, id))
      : [];
  return {
    approver:
      id === null
        ? null
        : current
          ? { ...current, valid: true }
          : { user_id: id, name: stored?.fullName.trim() || stored?.username || 'persona eliminada', valid: false },
    manual: organisation.manual
      ? {
          filename: organisation.manual.filename,
          sha256: organisation.manual.sha256,
          dated: organisation.manual.dated,
          uploaded_at: organisation.manual.uploaded_at,
          by: organisation.manual.by,
        }
      : null,
    candidates,
  };
}

/** Names the approver of high-risk clients (art. 14): an active owner who is a person, else 422. */
export async function setAmlApprover(db: Database, actor: Actor, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await approverCandidates(tx)).some((person) => person.user_id === userId))
      throw unprocessable(NOT_AN_OWNER, 'not_an_owner');
    const current = await amlOrganisation(tx);
    await writeAmlOrganisation(tx, actor, { ...current, approver_user_id: userId }, now);
  });
}

/**
 * Keeps the internal manual (art. 26): a PDF that the hostile-document decoder opens whole (every page, in its
 * bounded worker), with its date (not after today); a new upload replaces the one in force, whose file stays stored.
 */
export async function uploadAmlManual(
  db: Database,
  actor: Actor,
  upload: { data: Buffer; filename: string; dated: string },
  now: Date,
): Promise<void> {
  if (upload.dated > todayIsoDateInMadrid(now)) throw unprocessable(FUTURE_DATE, 'future_date');
  if (!bytesMatchType(upload.data, 'application/pdf')) throw unprocessable(NOT_A_PDF, 'not_a_pdf');
  let verdict;
  try {
    verdict = await checkDocument(upload.data, 'application/pdf', { maxPages: MAX_AML_MANUAL_PAGES });
  } catch (error) {
    if (error instanceof DocumentChecksBusy)
      throw new AppError(503, 'documents_busy', 'Estamos comprobando otros documentos: inténtalo en unos segundos.', {
        'retry-after': '10',
      });
    throw error;
  }
  if (verdict.verdict !== 'ok') throw unprocessable(UNREADABLE, 'unreadable_manual');
  const filename = (upload.filename.replace(/[\\/\p{Cc}]/gu, '_').slice(0, 200) || 'manual').replace(
    /(\.pdf)?$/i,
    '.pdf',
  );
  await db.transaction(async (tx) => {
    const stored = await saveFile(tx, { data: upload.data, contentType: 'application/pdf' });
    const current = await amlOrganisation(tx);
    const manual = {
      file_id: stored.id,
      filename,
      sha256: stored.sha256,
      dated: upload.dated,
      uploaded_at: now.toISOString(),
      by: actor.name,
    };
    await writeAmlOrganisation(tx, actor, { ...current, manual }, now);
  });
}
