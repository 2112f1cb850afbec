import type { FastifyInstance } from 'fastify';

import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import { INTL_LOCALE } from '#shared/i18n/locales.ts';
import { publicContractResponseSchema } from '#shared/schemas/contract-schema.ts';
import { buyerShell } from '#server/lib/html/buyer-shell.ts';
import type { WebBundle } from '#server/lib/html/web-bundle.ts';

import { readSigningContract } from './read-signing-contract';
import { READ_LIMIT } from './routes';

/** What the signing page embeds for its script (web/entry-buyer.tsx reads it). */
export type SigningPageData = { contract: PublicContractDto };

/**
 * /contracts/{id}/sign?email=…&token=…: the buyer's signing page. With a valid link the page carries the contract, the
 * very answer of GET /api/contracts/{id} (the same reading, the first one on the record), so a phone draws it without
 * one more round trip (docs/decisions/033), in the contract's language from the first byte. Any other request gets
 * the bare page, whose script asks the API and shows its answer (an expired link, a wrong address): the page itself
 * says nothing about a contract it cannot show. Rate-limited like the API, since it reads the same link.
 */
export function registerSigningPage(app: FastifyInstance, bundle: WebBundle): void {
  const bare = buyerShell(bundle, 'signing', { lang: INTL_LOCALE.es });
  app.get<{ Querystring: { token?: unknown } }>(
    '/contracts/:id/sign',
    { config: READ_LIMIT },
    async (request, reply) => {
      const token = request.query.token;
      const contract =
        typeof token === 'string' && token !== ''
          ? await readSigningContract(app, request)
              // What the API would answer: its response schema, applied the same way.
              .then((dto) => publicContractResponseSchema.parse(dto) as PublicContractDto)
              .catch((error: unknown) => {
                request.log.info({ err: error }, 'signing page served without its contract');
                return null;
              })
          : null;
      return (
        reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex, nofollow')
          // Signing links carry secrets in the URL: never leak them as a referrer.
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(
            contract
              ? buyerShell(bundle, 'signing', {
                  lang: INTL_LOCALE[contract.language ?? 'es'],
                  data: { contract } satisfies SigningPageData,
                })
              : bare,
          )
      );
    },
  );
}
