import { renderMail } from '../../../lib/mail/layout';

export function signingReminderMail(input: {
  buyerName: string;
  contractName: string;
  companyName: string;
  url: string;
  expiresOn: string;
}) {
  return {
    subject: `Recordatorio: firma pendiente de ${input.contractName}`,
    ...renderMail({
      title: 'Su contrato sigue pendiente de firma',
      paragraphs: [
        `Hola ${input.buyerName}:`,
        `${input.companyName} le recuerda que el documento «${input.contractName}» está pendiente de su firma.`,
        `El enlace es personal y caduca el ${input.expiresOn}. Si ya no desea firmar o tiene dudas, responda a este correo.`,
      ],
      action: { label: 'Revisar y firmar el contrato', url: input.url },
      footer: input.companyName,
    }),
  };
}
