import type { Locale } from '#shared/i18n/locales.ts';
import { buyerMailText } from '#server/lib/mail/buyer-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';

/**
 * To the company (Spanish): a buyer's file is complete and waits for an owner's assessment; that buyer cannot sign
 * until then (docs/product.md#file-before-bond).
 */
export function buyerFileAwaitingMail(input: { buyerName: string; contractShortId: string; adminUrl: string }) {
  const { buyerName, contractShortId } = input;
  return {
    subject: `Expediente pendiente de valorar: ${buyerName} (contrato ${contractShortId})`,
    ...renderMail({
      title: 'Un comprador espera tu valoración para poder firmar',
      paragraphs: [
        `${buyerName} ha completado su expediente (documento de identidad y declaraciones) del contrato ${contractShortId}.`,
        'No podrá firmar hasta que un propietario valore su riesgo con un motivo y, si el riesgo es alto, lo apruebe ' +
          '(Ley 10/2010, arts. 7.3 y 14). Mientras tanto su página le dice que la empresa está revisando su documentación.',
      ],
      action: { label: 'Revisar el expediente', url: input.adminUrl },
    }),
  };
}

/** To the buyer, in their language: their file was reviewed; they can sign now from their link. */
export function buyerFileClearedMail(input: {
  buyerName: string;
  contractName: string;
  companyName: string;
  url: string;
  language: Locale;
}) {
  const t = buyerMailText(input.language);
  const { contractName, companyName } = input;
  return {
    subject: t('fileCleared.subject', { contractName }),
    ...renderMail({
      lang: input.language,
      title: t('fileCleared.title'),
      paragraphs: [t('greeting', { name: input.buyerName }), t('fileCleared.body', { companyName, contractName })],
      action: { label: t('fileCleared.action'), url: input.url },
      footer: companyName,
    }),
  };
}
