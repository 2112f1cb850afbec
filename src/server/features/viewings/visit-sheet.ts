import { eq } from 'drizzle-orm';

import { isViewingOpen, VIEWING_STATUS, type VisitSheetChannel } from '#shared/contact-lifecycle/index.ts';
import { buyerDateTime } from '#shared/i18n/buyer-format.ts';
import { INTL_LOCALE, localeOr } from '#shared/i18n/locales.ts';
import type { ViewingDto } from '#shared/schemas/enquiry-schema.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { viewings } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, unprocessable } from '#server/lib/errors.ts';
import { enquiryText } from '#server/lib/mail/enquiry-mail-text.ts';
import { saveFile } from '#server/lib/storage.ts';

import { viewingDto, type ViewingRow } from './dto';
import { findViewing, viewingOfLink } from './queries';
import { sealCompanyDocument, verifySignatureImage, type Sealing } from './sealing-adapter';
import { renderVisitSheetPdf } from './visit-sheet-pdf';

export const SHEET_TOO_EARLY = 'El parte de visita se abre el día de la visita.';
export const SHEET_NOT_OPEN = 'La empresa todavía no ha abierto el parte de visita.';
export const SHEET_ALREADY_SIGNED = 'El parte de visita ya está firmado.';
/** The sheet opens on the viewing's day: from two hours before it, or from midnight (Madrid) of that day. */
const OPENS_BEFORE_MS = 2 * 60 * 60_000;

const madridDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

/** On the day, the company opens the sheet, saying what it showed (docs/product.md §4.2). */
export async function openVisitSheet(
  db: Database,
  actor: Actor,
  id: number,
  shown: string | null,
  now: Date,
): Promise<ViewingDto> {
  return db.transaction(async (tx) => {
    const viewing = await findViewing(tx, id, true);
    if (viewing.signedAt) throw unprocessable(SHEET_ALREADY_SIGNED, 'sheet_already_signed');
    if (!isViewingOpen(viewing.status)) throw conflict('La visita está anulada.', 'viewing_closed');
    const early =
      now.getTime() < viewing.startsAt.getTime() - OPENS_BEFORE_MS && madridDay(now) < madridDay(viewing.startsAt);
    if (early) throw conflict(SHEET_TOO_EARLY, 'sheet_too_early');
    const [row] = await tx
      .update(viewings)
      .set({ sheetOpenedAt: viewing.sheetOpenedAt ?? now, sheetShown: shown ?? viewing.sheetShown })
      .where(eq(viewings.id, id))
      .returning();
    await recordAudit(tx, actor, 'update', 'viewing', id, { sheet: 'opened' });
    return viewingDto(row!);
  });
}

export type SheetSignature = {
  visitor_name?: string | null;
  visitor_id_number: string;
  shown?: string | null;
  signature_image: string;
};
type Origin = { ip: string | null; userAgent: string | null };

/** The visitor signs on the company's phone, with the agent (an owner or staff account in the admin). */
export async function signVisitSheetOnDevice(
  db: Database,
  actor: Actor,
  id: number,
  input: SheetSignature,
  context: { sealing: Sealing; origin: Origin },
): Promise<ViewingDto> {
  return db.transaction(async (tx) => {
    const viewing = await findViewing(tx, id, true);
    const signed = await sign(tx, viewing, input, 'company_device', context);
    await recordAudit(tx, actor, 'sign', 'viewing', id, { channel: 'company_device', sha256: signed.sealedSha256 });
    return viewingDto(signed);
  });
}

/** The visitor signs from their own link, once the company has opened the sheet. */
export async function signVisitSheetByLink(
  db: Database,
  id: number,
  token: string,
  input: SheetSignature,
  context: { sealing: Sealing; origin: Origin },
): Promise<ViewingRow> {
  return db.transaction(async (tx) => sign(tx, await viewingOfLink(tx, id, token, true), input, 'link', context));
}

/**
 * The sheet in the visitor's language with their signature, sealed like a contract and kept; the viewing is then
 * done. Twice is refused (422): a signed sheet never changes.
 */
async function sign(
  tx: Executor,
  viewing: ViewingRow,
  input: SheetSignature,
  channel: VisitSheetChannel,
  { sealing, origin }: { sealing: Sealing; origin: Origin },
): Promise<ViewingRow> {
  if (viewing.signedAt) throw unprocessable(SHEET_ALREADY_SIGNED, 'sheet_already_signed');
  if (!viewing.sheetOpenedAt) throw conflict(SHEET_NOT_OPEN, 'sheet_not_open');
  if (!isViewingOpen(viewing.status)) throw conflict('La visita está anulada.', 'viewing_closed');
  const signature = await verifySignatureImage(input.signature_image);
  const locale = localeOr(viewing.visitorLanguage);
  const t = enquiryText(locale);
  const company = await companyDetails(tx);
  const companyName = company.legal_name.trim() || company.company_name.trim() || 'Casa Nova';
  const name = input.visitor_name?.trim() || viewing.visitorName;
  const shown = input.shown?.trim() || viewing.sheetShown?.trim() || viewing.propertyLabel;
  const signedAt = sealing.now();
  const pdf = await renderVisitSheetPdf({
    title: t('sheet.title'),
    company: companyName,
    lang: INTL_LOCALE[locale],
    lines: [
      t('sheet.property', { property: viewing.propertyLabel }),
      t('sheet.visitor', { name, idNumber: input.visitor_id_number }),
      t('sheet.date', { when: buyerDateTime(viewing.startsAt, locale) }),
      t('sheet.attendee', { attendee: viewing.attendee, companyName }),
      t('sheet.shown', { shown }),
    ],
    statement: t('sheet.statement', { companyName }),
    signatureLabel: t('sheet.signature'),
    signature,
    signedAt: t('sheet.signedAt', { when: buyerDateTime(signedAt, locale), channel: t(`sheet.channel.${channel}`) }),
  });
  const { sealed } = await sealCompanyDocument(tx, sealing, pdf, t('sheet.title'));
  const file = await saveFile(tx, { data: sealed, contentType: 'application/pdf' });
  const [row] = await tx
    .update(viewings)
    .set({
      status: VIEWING_STATUS.done,
      visitorName: name,
      visitorIdNumber: input.visitor_id_number,
      sheetShown: shown,
      signedAt,
      signedVia: channel,
      signerIp: origin.ip,
      signerUserAgent: origin.userAgent?.slice(0, 500) ?? null,
      sealedFileId: file.id,
      sealedSha256: file.sha256,
    })
    .where(eq(viewings.id, viewing.id))
    .returning();
  return row!;
}
