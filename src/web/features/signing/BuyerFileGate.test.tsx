// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signingCa } from '#shared/i18n/messages/signing.ca.ts';
import { signingEn } from '#shared/i18n/messages/signing.en.ts';
import { createTranslator } from '#shared/i18n/translator.ts';
import type { PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import { aPublicBuyerFile } from '#web/test/factories.ts';
import { isDisabled, renderUi, stubApi } from '#web/test/render.tsx';

import { BuyerFileGate } from './BuyerFileGate';
import { SigningTextProvider } from './signing-text';

// The buyer's file before signing (docs/product.md §5.7), on the buyer's phone and in their language: a photo of an
// identity document can take a while to send, so the page shows how much has gone.

const LINK = { token: 'tok-123', email: 'ana@example.com' };
const FILE_PATH = '/api/contracts/c-1/buyer-file';

describe('buyer file on the signing page', () => {
  it('shows the upload progress in the buyer’s language and the document once received', async () => {
    let reply: (file: PublicBuyerFileDto) => void = () => {};
    const answered = new Promise<PublicBuyerFileDto>((resolve) => (reply = resolve));
    const requests = stubApi({
      [`GET ${FILE_PATH}`]: { json: aPublicBuyerFile() },
      [`POST ${FILE_PATH}/documents`]: async () => ({ status: 201, json: await answered }),
    });
    const { user } = renderUi(
      <SigningTextProvider value={{ t: createTranslator('ca', signingCa), locale: 'ca' }}>
        <BuyerFileGate contractId="c-1" link={LINK}>
          <p>Signatura manuscrita</p>
        </BuyerFileGate>
      </SigningTextProvider>,
    );
    const input = await screen.findByLabelText(signingCa['file.documentLabel']);
    await user.upload(input, new File(['foto del DNI'], 'dni.jpg', { type: 'image/jpeg' }));

    const bar = await screen.findByRole('progressbar', { name: signingCa['file.uploading'] });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    // Catalan writes a space before the sign (Testing Library reads the no-break space as one).
    screen.getByText('50 %');
    expect(isDisabled(input)).toBe(true);
    expect(screen.queryByText('Signatura manuscrita')).toBeNull();

    const received = aPublicBuyerFile({
      documents: [
        {
          kind: 'identity',
          id: 7,
          filename: 'dni.jpg',
          content_type: 'image/jpeg',
          size: 12,
          uploaded_by: 'buyer',
          uploaded_at: '2026-11-26T09:00:00.000Z',
        },
      ],
    });
    reply(received);
    await screen.findByText('Document «dni.jpg» rebut.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    // One photo of a DNI is one side: the page asks for the back, in Catalan (docs/product.md#identified-buyers).
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(signingCa['file.otherSide']);
    const upload = requests.find((request) => request.method === 'POST');
    expect(upload?.path).toBe(`${FILE_PATH}/documents`);
    expect((upload?.body as FormData).get('file')).toMatchObject({ name: 'dni.jpg' });
  });

  it('asks for the source of funds in the buyer’s language when the company wants it, and sends it as such', async () => {
    const identity = {
      kind: 'identity' as const,
      id: 7,
      filename: 'passport.jpg',
      content_type: 'image/jpeg' as const,
      size: 12,
      uploaded_by: 'buyer' as const,
      uploaded_at: '2026-11-26T09:00:00.000Z',
    };
    const asked = aPublicBuyerFile({
      complete: true,
      under_review: true,
      identity_complete: true,
      funds_requested: true,
      documents: [identity],
    });
    const requests = stubApi({
      [`GET ${FILE_PATH}`]: { json: asked },
      [`POST ${FILE_PATH}/documents`]: {
        status: 201,
        json: {
          ...asked,
          documents: [
            identity,
            { ...identity, id: 8, kind: 'funds', filename: 'deed-of-sale.pdf', content_type: 'application/pdf' },
          ],
        },
      },
    });
    const { user } = renderUi(
      <SigningTextProvider value={{ t: createTranslator('en', signingEn), locale: 'en' }}>
        <BuyerFileGate contractId="c-1" link={LINK}>
          <p>Handwritten signature</p>
        </BuyerFileGate>
      </SigningTextProvider>,
    );
    const funds = await screen.findByRole('region', { name: signingEn['file.fundsTitle'] });
    expect(funds.textContent).toContain(signingEn['file.fundsRequested']);
    expect(funds.textContent).toContain(signingEn['file.noFundsDocuments']);
    // The page says what is asked, never why.
    expect(document.body.textContent).not.toMatch(/high risk|PEP/i);

    await user.upload(
      within(funds).getByLabelText(signingEn['file.fundsLabel']),
      new File(['%PDF-1.7'], 'deed-of-sale.pdf', { type: 'application/pdf' }),
    );
    await within(funds).findByText('Document “deed-of-sale.pdf” received.');
    const upload = requests.find((request) => request.method === 'POST');
    expect((upload?.body as FormData).get('kind')).toBe('funds');
    expect((upload?.body as FormData).get('file')).toMatchObject({ name: 'deed-of-sale.pdf' });
    // Each part lists its own documents.
    expect(within(funds).getByRole('listitem').textContent).toContain('deed-of-sale.pdf');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '✓deed-of-sale.pdf',
      '✓passport.jpg',
    ]);
  });

  it('asks for nothing more while the company does not ask for the source of funds', async () => {
    stubApi({ [`GET ${FILE_PATH}`]: { json: aPublicBuyerFile() } });
    renderUi(
      <SigningTextProvider value={{ t: createTranslator('en', signingEn), locale: 'en' }}>
        <BuyerFileGate contractId="c-1" link={LINK}>
          <p>Handwritten signature</p>
        </BuyerFileGate>
      </SigningTextProvider>,
    );
    await screen.findByLabelText(signingEn['file.documentLabel']);
    expect(screen.queryByRole('region', { name: signingEn['file.fundsTitle'] })).toBeNull();
    expect(screen.queryByLabelText(signingEn['file.fundsLabel'])).toBeNull();
  });
});
