// Shared set-up of the component tests (*.test.tsx with `// @vitest-environment happy-dom`): the providers the
// admin and signing screens expect, a fresh query cache per render, and a fetch stub at the network boundary.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';

import type {
  BankStatementImportDto,
  MeDto,
  PaymentPageDto,
  PendingPaymentDto,
  PropertyDto,
  SiteContentDto,
  SystemStatusDto,
} from '#shared/api/api-types.ts';
import type { BuyerSignResponse, ContractDto } from '#shared/api/contract-dtos.ts';
import type { SignatoryDto } from '#shared/api/people-dtos.ts';
import type { EmailCodeSentDto, EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import type { ContractTypeDto } from '#shared/contract-types/contract-type-dto.ts';
import type { AmlOrganisationDto } from '#shared/schemas/aml-organisation-schema.ts';
import type { SessionDto } from '#shared/schemas/auth-schemas.ts';
import type {
  AdminBuyerFileDto,
  BuyerFileAwaitingDecisionDto,
  PublicBuyerFileDto,
} from '#shared/schemas/buyer-file-schema.ts';
import type { CompanyDetailsDto } from '#shared/schemas/content-schema.ts';
import type { OutcomeAnswer } from '#shared/schemas/contract-outcome-schema.ts';
import type { MailPreviewDto } from '#shared/schemas/mail-preview-schema.ts';
import type {
  CatastroProposalDto,
  PortalEntryDto,
  PortalOverviewDto,
  PropertyLocationDto,
} from '#shared/schemas/portal-schema.ts';
import type { BlockedContractDto } from '#shared/schemas/retention-schema.ts';
import type { SettingsResponse } from '#shared/schemas/settings-schema.ts';
import { ConfirmProvider } from '#web/ui/ConfirmDialog.tsx';
import { ToastProvider } from '#web/ui/Toast.tsx';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type RenderedUi = RenderResult & { user: ReturnType<typeof userEvent.setup>; queryClient: QueryClient };

/** Renders inside a new QueryClient (no retries, so a failed request shows at once), toasts, confirm and router. */
export function renderUi(node: ReactNode, { route = '/' }: { route?: string } = {}): RenderedUi {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // No timer between keystrokes: the tests wait on what the page shows, not on time passing.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <ToastProvider>
          <ConfirmProvider>{node}</ConfirmProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** `query`: what follows `?` in the URL, only when there is one. */
export type RecordedRequest = { method: string; path: string; query?: string; body: unknown };
/** An error answer as every route gives it: `{"detail"}` with its status. */
type ErrorReply = {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;
  json: { detail: string };
};
type Reply<T> = { status?: 200 | 201; json: T } | ErrorReply;
type Answer<T> = Reply<T> | ((request: RecordedRequest) => Reply<T> | Promise<Reply<T>>);

/**
 * `METHOD /path` (query string ignored) → the reply, typed by what that route answers (the DTOs inferred from the
 * routes' zod schemas): a stub that does not match the API's shape does not compile. A route the tests need is
 * added here with its answer's type.
 */
export type Routes = {
  'GET /api/contract-types'?: Answer<ContractTypeDto[]>;
  'GET /api/properties'?: Answer<PropertyDto[]>;
  'POST /api/cms/properties'?: Answer<PropertyDto>;
  'POST /api/cms/contracts'?: Answer<ContractDto>;
  [route: `PUT /api/cms/properties/${number}`]: Answer<PropertyDto>;
  [route: `GET /api/contracts/${string}/email-code`]: Answer<EmailCodeStatusDto>;
  [route: `POST /api/contracts/${string}/email-code`]: Answer<EmailCodeSentDto>;
  [route: `POST /api/contracts/${string}/email-code/verify`]: Answer<{ verified: true }>;
  [route: `POST /api/contracts/${string}/buyer-sign`]: Answer<BuyerSignResponse>;
  [route: `GET /api/contracts/${string}/buyer-file`]: Answer<PublicBuyerFileDto>;
  [route: `POST /api/contracts/${string}/buyer-file/documents`]: Answer<PublicBuyerFileDto>;
  [route: `GET /api/cms/contracts/${string}/buyers/${number}/buyer-file`]: Answer<AdminBuyerFileDto>;
  [route: `PUT /api/cms/contracts/${string}/buyers/${number}/buyer-file`]: Answer<AdminBuyerFileDto>;
  [route: `POST /api/cms/contracts/${string}/buyers/${number}/buyer-file/documents`]: Answer<AdminBuyerFileDto>;
  [route: `POST /api/cms/contracts/${string}/buyers/${number}/buyer-file/confirm`]: Answer<AdminBuyerFileDto>;
  [route: `POST /api/cms/contracts/${string}/buyers/${number}/identification`]: Answer<AdminBuyerFileDto>;
  'GET /api/auth/me'?: Answer<MeDto>;
  'GET /api/cms/aml-organisation'?: Answer<AmlOrganisationDto>;
  'PUT /api/cms/aml-organisation/approver'?: Answer<AmlOrganisationDto>;
  'POST /api/cms/aml-organisation/manual'?: Answer<AmlOrganisationDto>;
  'GET /api/auth/sessions'?: Answer<SessionDto[]>;
  [route: `DELETE /api/auth/sessions/${string}`]: Answer<{ message: string }>;
  'POST /api/auth/sessions/end-others'?: Answer<{ message: string }>;
  'POST /api/auth/logout'?: Answer<{ message: string }>;
  'GET /api/cms/system'?: Answer<SystemStatusDto>;
  'GET /api/health'?: Answer<{ status: string }>;
  'POST /api/cms/system/retention-clock/confirm'?: Answer<{ message: string }>;
  [route: `POST /api/cms/contracts/${string}/outcome`]: Answer<OutcomeAnswer>;
  [route: `POST /api/cms/contracts/${string}/outcome/preview`]: Answer<MailPreviewDto>;
  [route: `POST /api/cms/contracts/${string}/cancel/preview`]: Answer<MailPreviewDto>;
  'GET /api/cms/contracts/blocked'?: Answer<BlockedContractDto[]>;
  [route: `POST /api/cms/contracts/${string}/legal-access`]: Answer<{ expires_at: string }>;
  [route: `POST /api/cms/contracts/${string}/legal-hold`]: Answer<{ message: string }>;
  'GET /api/cms/buyer-files/awaiting-decision'?: Answer<BuyerFileAwaitingDecisionDto[]>;
  [route: `GET /api/payments/${string}`]: Answer<PaymentPageDto>;
  'GET /api/cms/pending-payments'?: Answer<PendingPaymentDto[]>;
  [route: `POST /api/payments/${string}/mark-as-paid`]: Answer<{ status: 'paid'; contract_status: string }>;
  'POST /api/cms/bank-statements'?: Answer<BankStatementImportDto>;
  [route: `GET /api/cms/properties/${number}/portals`]: Answer<PortalEntryDto[]>;
  [route: `GET /api/cms/properties/${number}/location`]: Answer<PropertyLocationDto>;
  [route: `POST /api/cms/properties/${number}/catastro`]: Answer<CatastroProposalDto>;
  'GET /api/cms/portals'?: Answer<PortalOverviewDto[]>;
  'GET /api/cms/content'?: Answer<SiteContentDto>;
  'GET /api/cms/company-details'?: Answer<CompanyDetailsDto>;
  'GET /api/cms/signatories'?: Answer<SignatoryDto[]>;
  'GET /api/cms/settings'?: Answer<SettingsResponse>;
  'POST /api/cms/go-live'?: Answer<{ live: true; live_since: string | null; by: string | null }>;
  'PUT /api/cms/company-details'?: Answer<CompanyDetailsDto>;
  [route: `POST /api/cms/portals/${string}/feed/confirm`]: Answer<PortalOverviewDto>;
};

/**
 * Replaces `fetch` and `XMLHttpRequest` (file uploads, for their progress) for the test with stubs that answer the
 * given routes and record every request; an unexpected request fails with 404 so the test sees it. This is the
 * network boundary, not a mocked database. A route answering with a promise holds its reply until it resolves.
 */
export function stubApi(routes: Routes): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const answer = async (method: string, url: string, body: unknown) => {
    const [path = '', query = ''] = url.split('?');
    const request = {
      method,
      path,
      ...(query ? { query } : {}),
      body: typeof body === 'string' ? (JSON.parse(body) as unknown) : body,
    };
    requests.push(request);
    const route = (routes as Record<string, Answer<unknown> | undefined>)[`${method} ${path}`];
    const reply =
      typeof route === 'function'
        ? await route(request)
        : (route ?? { status: 404, json: { detail: `Sin ruta: ${method} ${path}` } });
    return { status: reply.status ?? 200, json: reply.json };
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const reply = await answer(init.method ?? 'GET', String(input), init.body);
    return new Response(JSON.stringify(reply.json), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('XMLHttpRequest', stubXhrClass(answer));
  return requests;
}

type Answerer = (method: string, url: string, body: unknown) => Promise<{ status: number; json: unknown }>;
type Progress = { lengthComputable: boolean; loaded: number; total: number };

/** The part of XMLHttpRequest that `uploadFile` uses: half the body is reported sent at once, all of it with the reply. */
function stubXhrClass(answer: Answerer) {
  return class StubXhr {
    upload: { onprogress: ((event: Progress) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    response: unknown = null;
    private request = { method: 'GET', url: '' };
    private aborted = false;

    open(method: string, url: string) {
      this.request = { method, url };
    }
    setRequestHeader() {}
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      const file = body instanceof FormData ? body.get('file') : null;
      const total = file instanceof Blob ? Math.max(1, file.size) : 1;
      this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total });
      void answer(this.request.method, this.request.url, body).then((reply) => {
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        this.status = reply.status;
        this.response = reply.json;
        this.onload?.();
      });
    }
  };
}

/** What a screen reader reads after the name: the texts of `aria-describedby`, joined ('' when none). */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/** The current value of an input, select or textarea. */
export const valueOf = (element: Element) =>
  (element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;

/** Whether a control is disabled (the DOM property, which also covers a disabled fieldset). */
export const isDisabled = (element: Element) => (element as HTMLButtonElement).matches(':disabled');
