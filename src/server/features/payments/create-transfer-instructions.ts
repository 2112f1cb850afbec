import type { PaymentInstructionsDto } from '#shared/api/api-types.ts';
import { assertSepaAmount } from '#shared/banking/epc-qr.ts';
import { paymentDueFor } from '#shared/banking/payment-amount.ts';
import { isCancelled } from '#shared/contract-lifecycle/index.ts';
import { getContractType } from '#shared/contract-types/index.ts';
import { localeOr } from '#shared/i18n/locales.ts';
import { centsToEuros, type Cents } from '#shared/money/cents.ts';
import type { PaymentInstructionsInput, PaymentType } from '#shared/schemas/payment-schema.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { payments } from '#server/db/schema.ts';
import { assertMoneyGateOpen } from '#server/features/buyer-file/index.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { recordContractEvent } from '#server/features/contracts/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, notFound, unprocessable } from '#server/lib/errors.ts';

import { bankDetailsFrom } from './bank-details';
import { paymentUrl, type PaymentLinkSigner } from './payment-link';
import { paymentReferenceFor } from './payment-reference';
import { contractBuyersOf, findContract, findContractPayment, type PaymentContract, type PaymentRow } from './queries';

const CONTRACT_NOT_FOUND = 'Contrato no encontrado';

const PAYMENT_TYPE_LABELS = { arras: 'arras', reserva: 'reserva' } as const;

/**
 * One pending payment per contract and type: asking again returns the same payment, so a link
 * already sent to the buyer stays valid. The amount is the contract's own, never the browser's.
 * Nothing here needs the company's bank details (docs/product.md §6): until they are filled in, the answer
 * says which are missing and the buyer's page asks them to get in touch instead of showing an account. Nor the
 * signatures: the link can be prepared early, but its page shows account and reference only once every party
 * has signed ("Pay after signing").
 */
export async function createTransferInstructions(
  db: Database,
  signer: PaymentLinkSigner,
  actor: Actor,
  input: PaymentInstructionsInput,
): Promise<PaymentInstructionsDto> {
  const { payment, contract, bank, buyers } = await db.transaction(async (tx) => {
    const contract = await findContract(tx, input.contract_id);
    if (!contract) throw notFound(CONTRACT_NOT_FOUND);
    if (isCancelled(contract.status)) {
      throw conflict('El contrato está cancelado: no se pueden generar instrucciones de pago.', 'contract_cancelled');
    }
    const amountCents = amountFor(contract, input);
    // With the buyer file required, no instructions before every file is complete and assessed (docs/product.md#money-gate).
    await assertMoneyGateOpen(tx, contract);
    const bank = bankDetailsFrom(await companyDetails(tx));
    const payment = await ensurePayment(tx, actor, contract, input.payment_type, amountCents);
    return { payment, contract, bank, buyers: await contractBuyersOf(tx, contract.id) };
  });

  return {
    payment_url: paymentUrl(signer, payment.transactionId),
    payment_reference: payment.reference,
    amount: centsToEuros(payment.amountCents),
    transaction_id: payment.transactionId,
    payment_type: input.payment_type,
    contract_id: contract.id,
    beneficiary: bank.ok ? bank.beneficiary : null,
    missing_bank_details: bank.ok ? [] : bank.missing,
    contract_status: contract.status,
    // Once paid, the owner is told so, with who paid and when; there is nothing left to send (docs/product.md#paid).
    paid: payment.paidAt
      ? {
          paid_at: payment.paidAt.toISOString(),
          payer_name: payment.payerName,
          receipt_url: paymentUrl(signer, payment.transactionId),
        }
      : null,
    buyer_links: buyers.map((buyer) => {
      const language = localeOr(buyer.language);
      return {
        name: buyer.name,
        email: buyer.email,
        language,
        payment_url: paymentUrl(signer, payment.transactionId, language),
      };
    }),
  };
}

/** The contract's own amount in cents; 422 when the type pays otherwise or the contract holds no amount. */
function amountFor(contract: PaymentContract, input: PaymentInstructionsInput): Cents {
  const type = getContractType(contract.contractType);
  const due = paymentDueFor(contract.contractType, contract.contractData);
  if (!type || !due)
    throw unprocessable('Este tipo de contrato no admite pagos por transferencia.', 'payment_type_mismatch');
  if (due.payment_type !== input.payment_type) {
    throw unprocessable(
      `Tipo de pago no válido para un contrato de ${type.name}: debe ser '${PAYMENT_TYPE_LABELS[due.payment_type]}'.`,
      'payment_type_mismatch',
    );
  }
  if (due.amount_cents === null) {
    const label = type.fields.find((f) => f.id === due.amount_field)?.label ?? due.amount_field;
    throw unprocessable(`El contrato no tiene un importe a pagar válido (${label}).`, 'payment_amount_missing');
  }
  return due.amount_cents;
}

/** The contract's pending payment of this type, created on first use (one per contract and type). */
export async function ensurePayment(
  tx: Transaction,
  actor: Actor,
  contract: PaymentContract,
  paymentType: PaymentType,
  amountCents: Cents,
): Promise<PaymentRow> {
  return (
    (await findContractPayment(tx, contract.id, paymentType)) ??
    (await insertPayment(tx, actor, contract, paymentType, amountCents))
  );
}

async function insertPayment(
  tx: Transaction,
  actor: Actor,
  contract: PaymentContract,
  paymentType: PaymentType,
  amountCents: Cents,
): Promise<PaymentRow> {
  const reference = paymentReferenceFor(contract.id);
  try {
    // A payment no bank could carry (beyond SEPA limits) is never created.
    assertSepaAmount(centsToEuros(amountCents));
  } catch (error) {
    if (error instanceof RangeError) throw unprocessable(`No se puede generar la transferencia: ${error.message}.`);
    throw error;
  }
  const [created] = await tx
    .insert(payments)
    .values({ contractId: contract.id, paymentType, amountCents, reference })
    .onConflictDoNothing({ target: [payments.contractId, payments.paymentType] })
    .returning();
  // Lost a race with an identical request: the other one created it, and its answer is ours.
  if (!created) return (await findContractPayment(tx, contract.id, paymentType))!;

  // Cents, as every new payment event records them (decision 051).
  const details = {
    transaction_id: created.transactionId,
    payment_type: paymentType,
    amount_cents: amountCents,
    reference,
  };
  await recordContractEvent(
    tx,
    contract.id,
    'payment_created',
    { actor: actor.name, ip: actor.ip, userAgent: null },
    { details },
  );
  await recordAudit(tx, actor, 'create', 'payment', created.transactionId, { contract_id: contract.id, ...details });
  return created;
}
