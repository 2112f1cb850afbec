// Shared set-up of the component tests (*.test.tsx with `// @vitest-environment happy-dom`): the providers the
// admin and signing screens expect, a fresh query cache per render, and a fetch stub at the network boundary.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { PropertyDto } from '#shared/api/api-types.ts';
import type { BuyerSignResponse, ContractDto } from '#shared/api/contract-dtos.ts';
import type { EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import type { AdminBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import type { ContractTypeDto } from '#shared/contract-types/contract-type-dto.ts';
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
  const user = userEvent.setup();
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

export type RecordedRequest = { method: string; path: string; body: unknown };
/** An error answer as every route gives it: `{"detail"}` with its status. */
type ErrorReply = { status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503; json: { detail: string } };
type Reply<T> = { status?: 200 | 201; json: T } | ErrorReply;
type Answer<T> = Reply<T> | ((request: RecordedRequest) => Reply<T>);

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
  [route: `POST /api/contracts/${string}/email-code/verify`]: Answer<{ verified: true }>;
  [route: `POST /api/contracts/${string}/buyer-sign`]: Answer<BuyerSignResponse>;
  [route: `GET /api/cms/contracts/${string}/buyers/${number}/buyer-file`]: Answer<AdminBuyerFileDto>;
  [route: `PUT /api/cms/contracts/${string}/buyers/${number}/buyer-file`]: Answer<AdminBuyerFileDto>;
  [route: `POST /api/cms/contracts/${string}/buyers/${number}/buyer-file/documents`]: Answer<AdminBuyerFileDto>;
};

/**
 * Replaces `fetch` for the test with a function that answers the given routes and records every request; an
 * unexpected request fails with 404 so the test sees it. This is the network boundary, not a mocked database.
 */
export function stubApi(routes: Routes): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0]!;
    const method = init.method ?? 'GET';
    const request = { method, path, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body };
    requests.push(request);
    const route = (routes as Record<string, Answer<unknown> | undefined>)[`${method} ${path}`];
    const reply = typeof route === 'function' ? route(request) : (route ?? { status: 404, json: { detail: `Sin ruta: ${method} ${path}` } });
    return new Response(JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

/** What a screen reader reads after the name: the texts of `aria-describedby`, joined ('' when none). */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/** The current value of an input, select or textarea. */
export const valueOf = (element: Element) => (element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;

/** Whether a control is disabled (the DOM property, which also covers a disabled fieldset). */
export const isDisabled = (element: Element) => (element as HTMLButtonElement).matches(':disabled');
