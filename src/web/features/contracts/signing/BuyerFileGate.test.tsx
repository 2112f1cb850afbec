// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signingCa } from '#shared/i18n/messages/signing.ca.ts';
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
    const upload = requests.find((request) => request.method === 'POST');
    expect(upload?.path).toBe(`${FILE_PATH}/documents`);
    expect((upload?.body as FormData).get('file')).toMatchObject({ name: 'dni.jpg' });
  });
});
