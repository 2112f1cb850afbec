import { and, eq, gt } from 'drizzle-orm';

import type { EmailCodeSentDto } from '#shared/api/signing-code-dtos.ts';
import type { Database } from '#server/db/client.ts';
import { signingEmailCodes } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { contractTypeName } from '#server/features/contracts/contract-type-name.ts';
import { buyerLanguage } from '#server/features/contracts/dto.ts';
import { recordContractEvent, type RequestOrigin } from '#server/features/contracts/events.ts';
import type { BuyerRow, ContractRow } from '#server/features/contracts/queries.ts';
import { emailCodeRequired, type SigningPurpose } from '#server/features/contracts/signing-policy.ts';
import { AppError, conflict } from '#server/lib/errors.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import {
  CODE_TTL_MS,
  emailCodeHash,
  MAX_CODES_PER_HOUR,
  newEmailCode,
  newSalt,
  RESEND_INTERVAL_MS,
} from './email-codes';
import { signingCodeMail } from './mails';

const CODE_NOT_ENABLED = 'La verificación por código no está activada para este contrato.';
const TOO_SOON = 'Ya te hemos enviado un código. Espera un minuto antes de pedir otro.';
const TOO_MANY = 'Has pedido demasiados códigos. Inténtalo de nuevo más tarde.';

const rateLimited = (message: string, retryAfterMs: number) =>
  new AppError(429, 'rate_limited', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

/** Mails a new six-digit code to the buyer of the link; the previous one stops working. */
export async function requestEmailCode(
  db: Database,
  secret: Uint8Array,
  contract: ContractRow,
  buyer: BuyerRow,
  origin: RequestOrigin,
  now: Date,
  purpose: SigningPurpose = 'contract',
): Promise<EmailCodeSentDto> {
  if (!(await emailCodeRequired(db, contract, buyer, purpose))) throw conflict(CODE_NOT_ENABLED, 'code_not_enabled');
  return db.transaction(async (tx) => {
    const hourAgo = new Date(now.getTime() - 60 * 60_000);
    const recent = await tx
      .select({ createdAt: signingEmailCodes.createdAt })
      .from(signingEmailCodes)
      .where(and(eq(signingEmailCodes.buyerId, buyer.id), gt(signingEmailCodes.createdAt, hourAgo)));
    const last = recent.reduce((max, row) => Math.max(max, row.createdAt.getTime()), 0);
    if (now.getTime() - last < RESEND_INTERVAL_MS)
      throw rateLimited(TOO_SOON, RESEND_INTERVAL_MS - (now.getTime() - last));
    if (recent.length >= MAX_CODES_PER_HOUR) {
      const oldest = recent.reduce((min, row) => Math.min(min, row.createdAt.getTime()), now.getTime());
      throw rateLimited(TOO_MANY, oldest + 60 * 60_000 - now.getTime());
    }

    const code = newEmailCode();
    const salt = newSalt();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await tx.insert(signingEmailCodes).values({
      contractId: contract.id,
      buyerId: buyer.id,
      salt,
      codeHash: emailCodeHash(secret, buyer.id, salt, code),
      expiresAt,
      createdAt: now,
    });
    const company = await companyDetails(tx);
    const mail = signingCodeMail({
      buyerName: buyer.name,
      contractName: contractTypeName(contract.contractType, buyerLanguage(buyer)),
      companyName: company.legal_name || company.company_name,
      code,
      language: buyerLanguage(buyer),
    });
    await enqueueMail(tx, { kind: 'signing_code', to: buyer.email, ...mail });
    await recordContractEvent(tx, contract.id, 'email_code_sent', origin, { buyerId: buyer.id });
    return { sent: true, expires_at: expiresAt.toISOString() };
  });
}
