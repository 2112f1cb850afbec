import { renderMail } from '../../lib/mail/layout';

export function signatureRequestMail(input: { buyerName: string; contractName: string; companyName: string; url: string }) {
  return {
    subject: `Firma pendiente: ${input.contractName}`,
    ...renderMail({
      title: 'Tiene un contrato pendiente de firma',
      paragraphs: [
        `Hola ${input.buyerName}:`,
        `${input.companyName} le ha enviado el documento «${input.contractName}» para que lo revise y lo firme.`,
        'Este enlace es personal: no lo reenvíe. Al firmar se registrarán su dirección IP, su navegador y la fecha y hora de la firma.',
      ],
      action: { label: 'Revisar y firmar el contrato', url: input.url },
      footer: input.companyName,
    }),
  };
}

export function signedContractMail(input: {
  recipientName: string;
  contractName: string;
  companyName: string;
  /** Of the signed text (what each party signed). */
  sha256: string;
  /** Of the attached PDF file, so anyone can check the copy they keep is this one. */
  pdfSha256: string;
}) {
  return {
    subject: `Contrato firmado: ${input.contractName}`,
    ...renderMail({
      title: 'El contrato ha sido firmado por todas las partes',
      paragraphs: [
        `Hola ${input.recipientName}:`,
        `Todas las partes han firmado el documento «${input.contractName}». Adjuntamos el contrato firmado en PDF con el registro de evidencias de firma.`,
        `Huella SHA-256 del PDF adjunto: ${input.pdfSha256}`,
        `Huella SHA-256 del texto firmado: ${input.sha256}`,
        'Conserve este correo y el PDF adjunto como justificante.',
      ],
      footer: input.companyName,
    }),
  };
}
