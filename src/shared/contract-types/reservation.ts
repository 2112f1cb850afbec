// What the two reservation contracts share: the same fields and clauses, differing only in whether the
// reservation depends on a suspensive condition.
import {
  clausesIntroduction,
  CLOSING_CLAUSES,
  CONFIRMATORY_PRESUMPTION_EXCLUDED,
  DOCUMENTS_AT_DEED,
  FREE_OF_CHARGES,
  NOTARY_PARAGRAPH,
  openingParagraphs,
  PENITENTIAL_ARRAS_LAW,
  PROPERTY_RECITAL,
  SALE_INTEREST_RECITAL,
  SIGNATURE_PARAGRAPHS,
  taxesClause,
  TRANSFER_TO_SELLER,
} from './common-clauses';
import {
  arrasAmountFields,
  deadlineFields,
  financingFields,
  priceFields,
  propertyFields,
  representativeFields,
  reservationAmountFields,
  signingDateFields,
  taxRegimeField,
} from './fields';
import { clause, joinParagraphs, numberClauses, numberRecitals, type Clause } from './template-format';
import type { FieldDefinition } from './types';

/** `withFinancing`: the unconditional reservation; the conditional one makes financing its condition instead. */
export function reservationFields(withFinancing: boolean): FieldDefinition[] {
  return [
    ...signingDateFields(),
    ...representativeFields(),
    ...propertyFields(),
    ...priceFields(),
    taxRegimeField(),
    ...reservationAmountFields(),
    // Optional so that clients written before it keep working; when given, the reservation fixes it.
    ...arrasAmountFields(false),
    ...deadlineFields('arras', 'límite para firmar las arras'),
    ...deadlineFields('compraventa', 'límite para la compraventa'),
    ...(withFinancing ? financingFields() : []),
  ];
}

interface ReservationWording {
  contractName: string;
  /** Completes the recital on why the buyer reserves ('' when unconditional). */
  recitalCondition: string;
  /** Clauses placed before the withdrawal clause: they decide when the reservation becomes binding. */
  conditionClauses: readonly Clause[];
  /** Words before "{parte_compradora} desistiera…". */
  withdrawalOpening: string;
  /** Appended to "hará suya": the art. 621-49 exception where financing can be agreed, '' otherwise. */
  justifiedWithdrawal: string;
}

function clauses(wording: ReservationWording): string[] {
  return numberClauses([
    clause(
      'OBJETO',
      '{parte_compradora} reserva la adquisición del Inmueble por el precio total de {precio_venta_letras} ' +
        '({precio_venta} €), y LA PARTE VENDEDORA se obliga a retirarlo del mercado y a no ofrecerlo, ' +
        'comprometerlo ni transmitirlo a terceros desde la recepción del importe de la reserva hasta la fecha ' +
        'límite para la firma del contrato de arras.',
      '{impuestos_precio}',
    ),
    clause(
      'IMPORTE DE LA RESERVA Y FORMA DE PAGO',
      'En concepto de reserva, {parte_compradora} abonará a LA PARTE VENDEDORA la cantidad de ' +
        `{importe_reserva_letras} ({importe_reserva} €), ${TRANSFER_TO_SELLER}.`,
      'La reserva surtirá efecto desde la recepción de dicha cantidad en la cuenta indicada. Si no se recibiera ' +
        'en el plazo señalado, LA PARTE VENDEDORA podrá dejar sin efecto el presente contrato mediante ' +
        'comunicación escrita y disponer libremente del Inmueble, sin responsabilidad para ninguna de las Partes.',
      'La cantidad entregada en concepto de reserva se imputará íntegramente a cuenta del precio de venta y se ' +
        'deducirá de las cantidades que {parte_compradora} deba satisfacer en la firma del contrato de arras o, ' +
        'en su defecto, en el otorgamiento de la escritura pública de compraventa.',
    ),
    clause(
      'PLAZOS DE FORMALIZACIÓN',
      'Las Partes se obligan a suscribir el contrato de arras penitenciales relativo al Inmueble, como máximo, ' +
        'el día {fecha_limite_arras_dia} de {fecha_limite_arras_mes} de {fecha_limite_arras_año}. En dicho ' +
        'contrato se mantendrán el precio y las demás condiciones esenciales aquí pactadas' +
        '[[, {parte_compradora} entregará en concepto de arras penitenciales, ' +
        `${PENITENTIAL_ARRAS_LAW}, la cantidad de {importe_arras_letras} ({importe_arras} €) a cuenta del ` +
        'precio,]] y se hará constar la deducción de la cantidad entregada en concepto de reserva.',
      'La escritura pública de compraventa se otorgará, como máximo, el día {fecha_limite_compraventa_dia} de ' +
        '{fecha_limite_compraventa_mes} de {fecha_limite_compraventa_año}. En dicho acto {parte_compradora} ' +
        'abonará el resto del precio, que, deducidas la reserva[[ y las arras ({importe_arras} €)]], asciende a ' +
        '{resto_precio_letras} ({resto_precio} €), y LA PARTE VENDEDORA le entregará la posesión del Inmueble, ' +
        `${FREE_OF_CHARGES}.`,
      NOTARY_PARAGRAPH,
      '[[{aviso_nie}]]',
      'Los plazos anteriores solo podrán prorrogarse por acuerdo escrito de ambas Partes.',
    ),
    clause('DOCUMENTACIÓN DEL INMUEBLE', DOCUMENTS_AT_DEED),
    ...wording.conditionClauses,
    clause(
      'DESISTIMIENTO E INCUMPLIMIENTO',
      'Las Partes pactan expresamente que la cantidad entregada en concepto de reserva tiene el carácter de arras ' +
        `penitenciales, y no confirmatorias, ${PENITENTIAL_ARRAS_LAW}. ${CONFIRMATORY_PRESUMPTION_EXCLUDED}`,
      `${wording.withdrawalOpening} {parte_compradora} desistiera de la adquisición, o no suscribiera el ` +
        'contrato de arras dentro del plazo pactado por causa no imputable a LA PARTE VENDEDORA, perderá la ' +
        'cantidad entregada en concepto de reserva, que LA PARTE VENDEDORA hará suya' +
        `${wording.justifiedWithdrawal}, y el presente contrato quedará extinguido sin ulterior responsabilidad para ` +
        'ninguna de las Partes.',
      'Si fuese LA PARTE VENDEDORA quien desistiera de la venta, o no suscribiera el contrato de arras dentro del ' +
        'plazo pactado por causa no imputable a {parte_compradora}, deberá devolverle la cantidad recibida ' +
        'duplicada en el plazo máximo de quince (15) días naturales.',
    ),
    taxesClause,
    ...CLOSING_CLAUSES,
  ]);
}

export function reservationContent(wording: ReservationWording): string {
  const recitals = numberRecitals([
    PROPERTY_RECITAL,
    SALE_INTEREST_RECITAL,
    'Que {parte_compradora} desea reservar el Inmueble, a fin de que LA PARTE VENDEDORA lo retire del mercado ' +
      'mientras se formalizan el contrato de arras y la escritura pública de compraventa, en los términos y ' +
      `plazos de este contrato${wording.recitalCondition}.`,
  ]);
  return joinParagraphs([
    ...openingParagraphs(wording.contractName),
    ...recitals,
    ...clausesIntroduction(wording.contractName),
    ...clauses(wording),
    ...SIGNATURE_PARAGRAPHS,
  ]);
}
