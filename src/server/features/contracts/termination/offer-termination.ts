import { and, eq } from 'drizzle-orm';

import { addCalendarDays } from '#shared/calendar/holidays.ts';
import { PAYMENT_STATUS } from '#shared/contract-lifecycle/index.ts';
import type { SignedTerms } from '#shared/contract-terms/signed-terms.ts';
import { termDeadline } from '#shared/contract-terms/term-dates.ts';
import { signedAgreementBody, terminationTexts } from '#shared/contract-terms/termination-text.ts';
import type { TextLanguage } from '#shared/contract-types/language.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { addCents, centsFromEuros, centsToEuros, fitsInCents, type Cents } from '#shared/money/cents.ts';
import type { TerminationOfferInput } from '#shared/schemas/contract-lifecycle-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { payments } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { conflict, unprocessable } from '#server/lib/errors.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { contractTypeName } from '../contract-type-name';
import { buyerLanguage, type SigningLinkOf } from '../dto';
import { recordContractEvent, type RequestOrigin } from '../events';
import type { ContractAggregate } from '../queries';
import { signedTermsOf } from '../signed-terms';
import { companySignsTermination } from './company-signs-termination';
import { terminationOfferMail } from './termination-mails';
import { terminationState, type TerminationState } from './termination-state';

/** How long an offer stays open unless the owner says otherwise, and the longest it may. */
const DEFAULT_OFFER_DAYS = 15;
const MAX_OFFER_DAYS = 60;
/** The agreement's refund when the signed terms name no refund term at all (older texts). */
const FALLBACK_REFUND_DAYS = 15;

const NO_BUYER_SIGNED =
  'Ningún comprador ha firmado todavía: el contrato no obliga a nadie, así que no hay nada que resolver de mutuo ' +
  'acuerdo. Anúlalo con otro motivo (por ejemplo, «Error en el contrato»).';
const OFFER_OPEN = (expires: string) =>
  `Ya hay un acuerdo de resolución pendiente de firma (la oferta caduca el ${expires}): espera a que lo firmen todas ` +
  'las partes o a que caduque.';
const TOO_MUCH = (amount: string, delivered: string) =>
  `El importe a devolver (${amount} €) no puede superar lo entregado según los términos firmados (${delivered} €).`;
const DEADLINE_PAST = (today: string) =>
  `La fecha límite para devolver el importe no puede ser anterior a hoy (${today}).`;
const EXPIRY_RANGE = (today: string, last: string) =>
  `La oferta debe caducar entre hoy (${today}) y el ${last} (como mucho ${MAX_OFFER_DAYS} días).`;

/** The end of a Madrid day as an instant: the offer is open until 23:59:59 of its last day, in Barcelona. */
export function endOfMadridDay(iso: string): Date {
  const noon = new Date(`${iso}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', timeZoneName: 'shortOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value;
  const hours = Number(/GMT([+-]\d+)/.exec(offset ?? '')?.[1] ?? 1);
  return new Date(Date.parse(`${iso}T23:59:59Z`) - hours * 3_600_000);
}

/** Everything the buyers delivered: the sums recited as paid before the contract plus the confirmed transfers. */
async function deliveredCents(db: Executor, contractId: string, terms: SignedTerms): Promise<Cents> {
  const paid = await db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.contractId, contractId), eq(payments.status, PAYMENT_STATUS.paid)));
  const before = terms.penitential.sums.filter((sum) => sum.delivered === 'before_contract');
  return addCents(...before.map((sum) => sum.amount_cents), ...paid.map((row) => row.amountCents));
}

/** The day the company commits to: the signed refund term counted from today, on the reading that pays first. */
function defaultDeadline(terms: SignedTerms, today: string): string {
  const term = terms.refunds.seller_withdrawal ?? terms.refunds.condition_not_met ?? terms.refunds.aml_exit;
  return (term && termDeadline(terms, term, today, 'company')) ?? addCalendarDays(today, FALLBACK_REFUND_DAYS);
}

/**
 * «Anular» with mutual agreement (docs/product.md#mutual-agreement): nothing is cancelled yet. The agreement is offered
 * to every party — the company and each buyer who signed — with the amount to return (by default everything
 * delivered, never more), the day to return it by and the offer's expiry; its text is frozen in the trail with its
 * fingerprint, the company signs at once when the owner has signing powers, and each buyer is mailed their link.
 */
export async function offerTermination(
  tx: Executor,
  actor: Actor,
  origin: RequestOrigin,
  aggregate: ContractAggregate,
  input: { reason: string; offer: TerminationOfferInput; linkOf: SigningLinkOf },
  now: Date,
): Promise<TerminationState> {
  const { contract, buyers } = aggregate;
  const parties = buyers.filter((buyer) => buyer.signedAt !== null);
  if (parties.length === 0) throw conflict(NO_BUYER_SIGNED, 'no_buyer_signed');
  const existing = await terminationState(tx, contract.id, buyers, now);
  if (existing?.state === 'open') throw conflict(OFFER_OPEN(existing.expires_at.slice(0, 10)), 'termination_open');
  const terms = await signedTermsOf(tx, aggregate);
  if (!terms) throw conflict('Este contrato no tiene términos firmados.', 'no_terms');

  const today = todayIsoDateInMadrid(now);
  const delivered = await deliveredCents(tx, contract.id, terms);
  const offered = input.offer.amount ?? null;
  // An amount beyond any price (a trillion euros) is more than was delivered too.
  const amountCents = offered === null ? delivered : fitsInCents(offered) ? centsFromEuros(offered) : null;
  if (amountCents === null || amountCents > delivered)
    throw unprocessable(TOO_MUCH((offered ?? 0).toFixed(2), centsToEuros(delivered).toFixed(2)), 'amount_too_high');
  const deadline = input.offer.deadline ?? defaultDeadline(terms, today);
  if (deadline < today) throw unprocessable(DEADLINE_PAST(today), 'deadline_past');
  const expiresOn = input.offer.expires_on ?? addCalendarDays(today, DEFAULT_OFFER_DAYS);
  const lastExpiry = addCalendarDays(today, MAX_OFFER_DAYS);
  if (expiresOn < today || expiresOn > lastExpiry) throw unprocessable(EXPIRY_RANGE(today, lastExpiry), 'expiry_range');

  const company = await companyDetails(tx);
  const courtesy: TextLanguage | null =
    terms.languages.courtesy ?? (parties.some((buyer) => buyerLanguage(buyer) === 'en') ? 'en' : null);
  const languages: TextLanguage[] = [
    terms.languages.binding,
    ...(terms.languages.copy ? [terms.languages.copy] : []),
    ...(courtesy ? [courtesy] : []),
  ];
  const lastSignature = parties.map((buyer) => buyer.signedAt!.getTime()).sort((a, b) => b - a)[0]!;
  const texts = terminationTexts(
    {
      contractId: contract.id,
      contractName: {
        es: contractTypeName(contract.contractType, 'es'),
        ca: contractTypeName(contract.contractType, 'ca'),
        en: contractTypeName(contract.contractType, 'en'),
      },
      signedOn: todayIsoDateInMadrid(new Date(lastSignature)),
      contractSha256: contract.frozenSha256,
      company: { legalName: company.legal_name.trim() || company.company_name.trim(), cif: company.tax_id.trim() },
      buyers: parties.map((buyer) => ({ name: buyer.name, id_number: buyer.dni })),
      amountCents,
      deadline,
      expiresOn,
    },
    languages,
  );
  const sha256 = sha256Hex(signedAgreementBody(texts, courtesy));
  const expiresAt = endOfMadridDay(expiresOn).toISOString();
  await recordContractEvent(tx, contract.id, 'termination_offered', origin, {
    details: {
      amount_cents: amountCents,
      deadline,
      expires_at: expiresAt,
      sha256,
      reason: input.reason,
      release: texts[0]!.release,
      buyer_orders: parties.map((buyer) => buyer.buyerOrder),
      texts,
      courtesy: courtesy === 'en' ? 'en' : null,
      offered_at: now.toISOString(),
    },
  });
  await recordAudit(tx, actor, 'offer_termination', 'contract', contract.id, {
    amount_cents: amountCents,
    deadline,
    expires_at: expiresAt,
    sha256,
    reason: input.reason,
  });
  // The offer is the company's: an owner with signing powers signs it as they offer it.
  await companySignsTermination(tx, actor, origin, contract.id, sha256, now, { optional: true });

  const companyName = company.legal_name.trim() || company.company_name.trim();
  for (const buyer of parties) {
    const language = buyerLanguage(buyer);
    const mail = terminationOfferMail({
      buyerName: buyer.name,
      contractName: contractTypeName(contract.contractType, language),
      companyName,
      amountCents,
      deadline,
      expiresOn,
      url: input.linkOf(buyer),
      language,
    });
    await enqueueMail(tx, { kind: 'termination_offer', to: buyer.email, ...mail });
  }
  return (await terminationState(tx, contract.id, buyers, now))!;
}
