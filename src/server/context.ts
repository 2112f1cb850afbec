import type { FastifyRequest } from 'fastify';

import type { PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';

import type { Config } from './config';
import type { Database, DatabaseHandle, Executor, Transaction } from './db/client';
import type { contractBuyers, contracts } from './db/schema';
import type { SealKey } from './lib/pdf/seal-certificate';
import type { TrustList } from './lib/pdf/trust-list';

/** What every route and use case may depend on; built once in main (or per test) and passed to the app. */
export type AppContext = {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  jwtSecret: Uint8Array;
  /** The product's version (package.json), shown in the dashboard's system box and the API document. */
  version: string;
  /** The certificate that seals signed PDFs (features/sealing/seal-key.ts). */
  seal: SealKey;
  /** The time-stamping authorities' trusted roots (TSA_CA_PATH; empty when unset: no token is trusted). */
  tsaTrust: TrustList;
  /** The current time for link expiry, codes and reminders; tests move it. */
  now: () => Date;
  /** Passes the mail outbox worker has finished (main's worker), for /metrics; absent where no worker runs. */
  mailOutboxPasses?: () => number;
  /** The login backstop's pace (features/auth/login.ts ACCOUNT_BACKSTOP when absent); tests shorten it. */
  loginBackstop?: { delayMs: number; maxQueueMs: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /**
     * What must hold before the company signs a contract, composed by app.ts from the system feature: a live
     * installation never signs with a red setup checklist (docs/product.md#test-mode). Resolves or throws a 409.
     */
    signingGate: (signerEmail: string | null) => Promise<void>;
    /**
     * Sends each buyer's payment link once the contract is payable (every signature and, with the buyer file
     * required, every assessment), in the transaction of the act that made it so. Composed by app.ts from the
     * payments feature, so contracts (which makes it due) does not import payments (which reads contracts).
     */
    paymentsDue: (tx: Transaction, contractId: string, origin: RequestOrigin, now: Date) => Promise<void>;
    /**
     * What signing asks of the buyers' files (Ley 10/2010, docs/product.md §5.7), composed by app.ts from the
     * buyer-file feature, so contracts (which signs) does not import buyer-file (which reads contracts).
     */
    buyerFiles: BuyerFileChecks;
    /**
     * Seals the final PDF and mails it, in the transaction of the last signature (docs/product.md §5.5). Composed by
     * app.ts from the sealing feature, so contracts (which the buyers sign) does not import sealing (which reads them).
     */
    contractFullySigned: (tx: Transaction, contractId: string, origin: RequestOrigin) => Promise<void>;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export type AuthUser = {
  id: number;
  username: string;
  email: string | null;
  isAdmin: boolean;
  role: 'owner' | 'staff';
};

/** Who acted and from where, as the contracts' audit trail records it. */
type RequestOrigin = { actor: string; ip: string | null; userAgent: string | null };

/** The buyer-file feature's answers to the signing acts (app.buyerFiles). */
export type BuyerFileChecks = {
  /** Before a buyer signs: 422 while their file is incomplete, 409 until it is assessed (a high risk, confirmed). */
  assertReadyToSign: (
    db: Executor,
    contract: typeof contracts.$inferSelect,
    buyer: typeof contractBuyers.$inferSelect,
  ) => Promise<void>;
  /** Before the company signs: 409 while a buyer's file is high risk and no owner has confirmed it. */
  assertNoUnconfirmedHighRisk: (db: Executor, contractId: string) => Promise<void>;
  /** The buyer's own file, read through their signing link (an audited reading; the signing page embeds it). */
  readOwn: (request: FastifyRequest) => Promise<PublicBuyerFileDto>;
};
