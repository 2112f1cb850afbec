import { formatEuros, amountToEurosWords } from '../../../shared/format/amount-words';
import { formatDateTime } from '../../../shared/format/dates';
import { formatRfReference } from '../../../shared/banking/rf-reference';
import { renderMail } from '../../lib/mail/layout';

export type ReceiptDetails = {
  buyerName: string;
  amount: number;
  paymentType: string;
  contractTypeName: string;
  contractShortId: string;
  propertyAddress: string;
  reference: string;
  paidAt: Date;
  companyName: string;
  companyEmail: string;
};

/** The buyer's proof that the transfer arrived: what, for which contract, and when it was confirmed. */
export function paymentReceiptMail(d: ReceiptDetails) {
  const concept = d.paymentType === 'arras' ? 'las arras' : 'la reserva';
  const property = d.propertyAddress ? ` de la vivienda situada en ${d.propertyAddress}` : '';
  return {
    subject: `Hemos recibido tu pago de ${formatEuros(d.amount)}`,
    ...renderMail({
      title: 'Pago recibido',
      paragraphs: [
        `Hola, ${d.buyerName}:`,
        `Te confirmamos que hemos recibido tu transferencia de ${formatEuros(d.amount)} (${amountToEurosWords(d.amount)}) en concepto de ${concept}${property}.`,
        [
          `Contrato: ${d.contractTypeName} (${d.contractShortId})`,
          `Referencia: ${formatRfReference(d.reference)}`,
          `Confirmado el: ${formatDateTime(d.paidAt)}`,
          `Beneficiario: ${d.companyName}`,
        ].join('\n'),
        `Guarda este correo como justificante del pago. Si tienes cualquier duda, escríbenos a ${d.companyEmail}.`,
      ],
      footer: `${d.companyName} · Barcelona`,
    }),
  };
}
