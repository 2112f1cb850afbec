import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Transaction } from '#server/db/client.ts';
import {
  getContract,
  originOf,
  signingLinkBuilder,
  type BuyerRow,
  type ContractRow,
} from '#server/features/contracts/index.ts';
import type { Actor } from '#server/lib/audit.ts';
import { actorOf } from '#server/lib/request-identity.ts';

import { mailBuyerWhenCleared } from '../notify-file-decision';
import { buyerOf } from '../queries';
import { viewBuyerFile } from '../view-buyer-file';

export type FileParams = { id: string; buyerId: number };
export type FileTarget = { contract: ContractRow; buyer: BuyerRow; actor: Actor; now: Date };

/**
 * What the owners' routes share: the file as an owner reads it (each reading an audit row naming them), one owner's
 * change to the file of a buyer of this contract (404 otherwise) answered with the file as it now is, and what follows
 * an owner's decision.
 */
export function buyerFileChanges(app: FastifyInstance) {
  const { db } = app.ctx;
  const view = async (params: FileParams, actor: Actor, reason?: string) =>
    viewBuyerFile(db, actor, params.id, params.buyerId, app.ctx.now(), reason);
  const signingLinkOf = signingLinkBuilder(app.ctx.config.publicUrl, app.ctx.jwtSecret);
  // An owner's decision may be what a signature or the money waited for: the buyer is told they can sign, and the
  // payment links go out, in its transaction.
  const afterDecision =
    (request: FastifyRequest, contract: ContractRow, buyer: BuyerRow, now: Date) => async (tx: Transaction) => {
      await mailBuyerWhenCleared(tx, contract, buyer, signingLinkOf);
      await app.paymentsDue(tx, contract.id, originOf(request, actorOf(request).name), now);
    };
  const change = async (
    request: FastifyRequest<{ Params: FileParams }>,
    reply: FastifyReply,
    apply: (target: FileTarget) => Promise<unknown>,
  ) => {
    const aggregate = await getContract(db, request.params.id);
    const buyer = buyerOf(aggregate, request.params.buyerId);
    const actor = actorOf(request);
    await apply({ contract: aggregate.contract, buyer, actor, now: app.ctx.now() });
    reply.header('cache-control', 'no-store');
    return view(request.params, actor);
  };
  return { view, change, afterDecision };
}

export type BuyerFileChanges = ReturnType<typeof buyerFileChanges>;
