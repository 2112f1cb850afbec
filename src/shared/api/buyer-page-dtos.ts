import type { PaymentPageDto } from '#shared/api/api-types.ts';
import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import type { EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import type { PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';

/**
 * What the signing page carries for its script (docs/decisions/033, 034): the very answer of GET /api/contracts/{id}
 * and, when they could be read, the two answers the page's guide asks for as soon as the contract is drawn.
 */
export type SigningPageData = {
  contract: PublicContractDto;
  email_code?: EmailCodeStatusDto;
  buyer_file?: PublicBuyerFileDto;
};

/** What the payment page carries for its script: the answer of GET /api/payments/{id}. */
export type PaymentPageData = { payment: PaymentPageDto };

/** A buyer page drawn on the server: the body's HTML, and the title the page would set itself. */
export type RenderedBuyerPage = { html: string; title: string };
