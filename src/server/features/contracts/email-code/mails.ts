import { renderMail } from '../../../lib/mail/layout';

export function signingCodeMail(input: { buyerName: string; contractName: string; companyName: string; code: string }) {
  return {
    subject: `Código para firmar: ${input.contractName}`,
    ...renderMail({
      title: 'Su código para firmar el contrato',
      paragraphs: [
        `Hola ${input.buyerName}:`,
        `Para firmar el documento «${input.contractName}» introduzca este código en la página de firma:`,
        input.code,
        'El código caduca en 10 minutos y admite 5 intentos. Si no ha pedido usted este código, ignore este mensaje.',
      ],
      footer: input.companyName,
    }),
  };
}
