import { UNCONDITIONAL_RESERVATION_TEMPLATE_CA } from './catalan-templates';
import { FINANCING_PARAGRAPH, JUSTIFIED_WITHDRAWAL } from './common-clauses';
import { UNCONDITIONAL_RESERVATION_TEMPLATE_EN } from './english-templates';
import { reservationContent, reservationFields } from './reservation';
import { contractSettings } from './settings';
import { clause } from './template-format';
import type { ContractTypeDefinition } from './types';

export const reservaNoCondicionada: ContractTypeDefinition = {
  id: 'reserva_no_condicionada',
  name: 'Contrato de Reserva No Condicionada',
  description:
    'Reserva del inmueble sin condiciones: si el comprador desiste, el vendedor conserva la reserva; si sigue ' +
    'adelante, la reserva se descuenta del precio en las arras o en la compraventa.',
  template: {
    title: 'CONTRATO DE RESERVA DE COMPRAVENTA',
    content: reservationContent({
      contractName: 'contrato de reserva de compraventa',
      recitalCondition: '',
      conditionClauses: [
        clause(
          'CARÁCTER NO CONDICIONADO Y FINANCIACIÓN',
          'La presente reserva no está sujeta a condición alguna.',
          FINANCING_PARAGRAPH,
        ),
      ],
      withdrawalOpening: 'Si',
      justifiedWithdrawal: JUSTIFIED_WITHDRAWAL,
    }),
  },
  name_ca: 'Contracte de reserva no condicionada',
  template_ca: UNCONDITIONAL_RESERVATION_TEMPLATE_CA,
  template_en: UNCONDITIONAL_RESERVATION_TEMPLATE_EN,
  fields: reservationFields(true),
  settings: contractSettings(),
  payment: { payment_type: 'reserva', amount_field: 'importe_reserva' },
};
