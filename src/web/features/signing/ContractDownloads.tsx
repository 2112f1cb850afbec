import { useState } from 'react';

import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import { attachmentFileName, contractPdfFileName } from '#shared/i18n/contract-file-name.ts';
import { INTL_LOCALE } from '#shared/i18n/locales.ts';
import { saveBlob } from '#web/lib/api-client.ts';
import { formatFileSize } from '#web/lib/file-size.ts';
import { Button } from '#web/ui/Button.tsx';

import { fetchSigningAttachment, fetchSigningPdf, type SigningLink } from './api';
import { useSigningText } from './signing-text';

/** The contract PDF and its attached documents, downloaded with the link's token. */
export function ContractDownloads({ contract, link }: { contract: PublicContractDto; link: SigningLink }) {
  const [error, setError] = useState<string | null>(null);
  const { t, locale } = useSigningText();
  const download = async (load: () => Promise<Blob>, filename: string, failure: string) => {
    setError(null);
    try {
      saveBlob(await load(), filename);
    } catch {
      setError(failure);
    }
  };
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void download(
              () => fetchSigningPdf(contract.id, link),
              contractPdfFileName(contract.id, locale),
              t('downloads.pdfError'),
            )
          }
        >
          ⬇ {t('downloads.pdf')}
        </Button>
        {contract.attachments.map((file) => {
          const name = attachmentFileName(file.filename, locale);
          return (
            <Button
              key={file.index}
              variant="ghost"
              onClick={() =>
                void download(
                  () => fetchSigningAttachment(contract.id, file.index, link),
                  name,
                  t('downloads.attachmentError'),
                )
              }
            >
              ⬇ {name} ({formatFileSize(file.size, INTL_LOCALE[locale])})
            </Button>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
