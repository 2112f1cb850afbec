import { CONDITIONAL_RESERVATION_TEMPLATE_CA } from './catalan-templates';
import { CONDITIONAL_RESERVATION_TEMPLATE_EN } from './english-templates';
import { FIELD_GROUPS } from './fields';
import { reservationContent, reservationFields } from './reservation';
import { contractSettings } from './settings';
import { clause } from './template-format';
import type { ContractTypeDefinition } from './types';

export const DEFAULT_CONDITION =
  'la concesión de un préstamo hipotecario a la parte compradora por una entidad financiera por un importe no ' +
  'inferior al 80 % del precio de venta';

export const reservaCondicionada: ContractTypeDefinition = {
  id: 'reserva_condicionada',
  name: 'Contrato de Reserva Condicionada',
  description:
    'Reserva del inmueble sujeta a una condición suspensiva (por ejemplo, la concesión de la hipoteca): si la ' +
    'condición no se cumple en plazo, el comprador recupera íntegramente la reserva.',
  template: {
    title: 'CONTRATO DE RESERVA DE COMPRAVENTA CON CONDICIÓN SUSPENSIVA',
    content: reservationContent({
      contractName: 'contrato de reserva de compraventa con condición suspensiva',
      recitalCondition: ', con sujeción a la condición suspensiva que en él se establece',
      conditionClauses: [
        clause(
          'CONDICIÓN SUSPENSIVA',
          'La obligación de las Partes de suscribir el contrato de arras y la compraventa queda sujeta a la ' +
            'siguiente condición suspensiva: {condicion_suspensiva}.',
          'A tal efecto, {comprador_es} {se_obliga_n} a realizar con la debida diligencia cuantas gestiones ' +
            'sean necesarias para el cumplimiento de la condición y a informar de su estado a LA PARTE VENDEDORA ' +
            'cuando esta lo solicite. La condición se tendrá por cumplida si su incumplimiento fuera imputable a ' +
            '{parte_compradora}.',
          'La condición deberá cumplirse, como máximo, en la fecha límite para la firma del contrato de arras ' +
            '({fecha_limite_arras_dia} de {fecha_limite_arras_mes} de {fecha_limite_arras_año}). ' +
            '{parte_compradora} comunicará por escrito a LA PARTE VENDEDORA su cumplimiento o incumplimiento tan ' +
            'pronto como se produzca, acompañando en este último caso la documentación que lo acredite y, en su ' +
            'caso, la denegación por escrito de la entidad financiera.',
          '{parte_compradora} podrá renunciar a la condición en cualquier momento mediante comunicación escrita ' +
            'a LA PARTE VENDEDORA, en cuyo caso la reserva se entenderá pura y simple desde ese momento.',
          'Si, pendiente la condición, {parte_compradora} desistiera de la adquisición por cualquier causa distinta ' +
            'de su incumplimiento, su desistimiento tendrá las consecuencias previstas en la estipulación sobre ' +
            'desistimiento e incumplimiento, como si la condición se hubiera cumplido; la denegación de la ' +
            'financiación objeto de la condición no es desistimiento, sino incumplimiento de la condición.',
        ),
        clause(
          'DEVOLUCIÓN DE LA RESERVA',
          'Si la condición suspensiva no se hubiera cumplido en la fecha límite indicada por causa no imputable ' +
            'a {parte_compradora}, el presente contrato quedará sin efecto y LA PARTE VENDEDORA devolverá ' +
            'íntegramente a {parte_compradora} la cantidad entregada en concepto de reserva, sin deducción ni ' +
            'penalización alguna, en el plazo máximo de diez (10) días hábiles desde la comunicación del ' +
            'incumplimiento, mediante transferencia a la cuenta de procedencia de los fondos.',
          'Efectuada dicha devolución, ninguna de las Partes podrá reclamar a la otra cantidad alguna por razón ' +
            'del presente contrato.',
        ),
      ],
      // The condition covers the refused loan (full refund below), so no separate art. 621-49 exception.
      withdrawalOpening:
        'Salvo en el caso de incumplimiento de la condición suspensiva previsto en la estipulación sobre devolución de la reserva, si',
      justifiedWithdrawal: '',
    }),
  },
  name_ca: 'Contracte de reserva condicionada',
  template_ca: CONDITIONAL_RESERVATION_TEMPLATE_CA,
  template_en: CONDITIONAL_RESERVATION_TEMPLATE_EN,
  fields: [
    ...reservationFields(false),
    {
      id: 'condicion_suspensiva',
      label: 'Condición suspensiva',
      type: 'textarea',
      required: true,
      default: DEFAULT_CONDITION,
      placeholder: 'Describa el hecho del que depende la reserva',
      group: FIELD_GROUPS.condition,
    },
  ],
  settings: contractSettings(),
  payment: { payment_type: 'reserva', amount_field: 'importe_reserva' },
};
