import type { FastifyInstance } from 'fastify';

import type { SigningPageData } from '#shared/api/buyer-page-dtos.ts';
import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import type { EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import { INTL_LOCALE } from '#shared/i18n/locales.ts';
import { publicBuyerFileResponseSchema } from '#shared/schemas/buyer-file-schema.ts';
import { publicContractResponseSchema } from '#shared/schemas/contract-schema.ts';
import { emailCodeStatusResponseSchema } from '#shared/schemas/signing-schemas.ts';
import { buyerShell, readForPage, renderForPage, sendBuyerPage } from '#server/lib/html/buyer-shell.ts';
import type { WebBundle } from '#server/lib/html/web-bundle.ts';

import { readEmailCodeStatus } from './email-code/read-email-code-status';
import { readSigningContract } from './read-signing-contract';
import { READ_LIMIT } from './routes';

/**
 * The email code's proof is a cookie of the API's path only: the page cannot tell whether a buyer who must confirm a
 * code has done so, so it embeds the status only when no code is asked for (the default), and the script asks then.
 */
const withoutProof = (status: EmailCodeStatusDto | undefined) => (status?.required === false ? status : undefined);

/**
 * /contracts/{id}/sign?email=…&token=…: the buyer's signing page. With a valid link the page carries the contract, the
 * very answer of GET /api/contracts/{id} (the same reading, the first one on the record), and the guide's two answers
 * (the email code's when none is asked for; the buyer's file: one audited reading, as the guide's own request was),
 * so a phone draws it without more round trips (docs/decisions/033), in the contract's language from the first byte;
 * the server draws it from them too (docs/decisions/034), so the contract is on screen before any script runs.
 * Any other request gets the bare page, whose script asks the API and shows its answer (an expired link, a wrong
 * address): the page itself says nothing about a contract it cannot show. Rate-limited like the API, since it reads
 * the same link.
 */
export function registerSigningPage(app: FastifyInstance, bundle: WebBundle): void {
  const bare = buyerShell(bundle, 'signing', { lang: INTL_LOCALE.es });
  app.get<{ Params: { id: string }; Querystring: { token?: unknown } }>(
    '/contracts/:id/sign',
    { config: READ_LIMIT },
    async (request, reply) => {
      const token = request.query.token;
      const contract =
        typeof token === 'string' && token !== ''
          ? await readForPage(
              request,
              'contract',
              () => readSigningContract(app, request),
              publicContractResponseSchema,
            )
          : undefined;
      const data: SigningPageData | undefined = contract && {
        contract: contract as PublicContractDto,
        email_code: withoutProof(
          await readForPage(
            request,
            'email code status',
            () => readEmailCodeStatus(app, request),
            emailCodeStatusResponseSchema,
          ),
        ),
        buyer_file: await readForPage(
          request,
          'buyer file',
          () => app.buyerFiles.readOwn(request),
          publicBuyerFileResponseSchema,
        ),
      };
      if (!data) return sendBuyerPage(reply, bare);
      const renderers = bundle.renderBuyerPages;
      const page = await renderForPage(
        request,
        renderers && ((search) => renderers.signing(request.params.id, search, data)),
      );
      const lang = INTL_LOCALE[data.contract.language ?? 'es'];
      return sendBuyerPage(reply, buyerShell(bundle, 'signing', { lang, data, body: page?.html, title: page?.title }));
    },
  );
}
