import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { ContactDto } from '#shared/api/api-types.ts';
import { RecentContacts } from '#web/features/admin/dashboard/RecentContacts.tsx';
import { ENQUIRY_DEFAULTS } from '#web/test/contacts.ts';
import { ConfirmProvider } from '#web/ui/ConfirmDialog.tsx';
import { ToastProvider } from '#web/ui/Toast.tsx';

import { contactsQuery } from './api';
import { ContactDetail } from './ContactDetail';

// An address stored before addresses with ? & < > were refused must not turn its mailto: link into a query that adds
// recipients or fields (docs/product.md#7-security-and-operations).
const HOSTILE: ContactDto = {
  id: 1,
  name: 'Víctima',
  email: 'victim@x.test?bcc=spy@evil.test&body=hola',
  phone: null,
  message: 'Mensaje guardado por una versión anterior.',
  interested_property: null,
  created_at: '2026-11-22T10:00:00.000Z',
  ...ENQUIRY_DEFAULTS,
};

function render(node: ReactNode, client = new QueryClient()) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ToastProvider>
          <ConfirmProvider>{node}</ConfirmProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const mailtoLinks = (html: string) =>
  [...html.matchAll(/href="(mailto:[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

function expectInert(href: string) {
  const [address, query = ''] = href.slice('mailto:'.length).split('?');
  expect(address).toBe('victim@x.test%3Fbcc%3Dspy@evil.test%26body%3Dhola');
  expect([...new URLSearchParams(query).keys()].every((key) => key === 'subject' || key === 'body')).toBe(true);
  expect(href).not.toMatch(/[?&]bcc=/);
}

describe('mailto: links of the admin area', () => {
  it('encode the address in the contact detail', () => {
    const links = mailtoLinks(render(<ContactDetail contact={HOSTILE} companyName="Casa Nova" onDeleted={() => {}} />));
    expect(links.length).toBeGreaterThanOrEqual(2); // the address and "Responder por Email"
    links.forEach(expectInert);
  });

  it('encode the address in the dashboard', () => {
    const client = new QueryClient();
    client.setQueryData(contactsQuery(5).queryKey, [HOSTILE]);
    const links = mailtoLinks(render(<RecentContacts />, client));
    expect(links).toHaveLength(1);
    links.forEach(expectInert);
  });
});
