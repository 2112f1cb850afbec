import { ARRAS_TEMPLATE_CA } from './catalan-templates';
import {
  clausesIntroduction,
  CLOSING_CLAUSES,
  CONFIRMATORY_PRESUMPTION_EXCLUDED,
  DOCUMENTS_AT_DEED,
  FINANCING_PARAGRAPH,
  FREE_OF_CHARGES,
  JUSTIFIED_WITHDRAWAL,
  NOTARY_PARAGRAPH,
  openingParagraphs,
  PENITENTIAL_ARRAS_LAW,
  PROPERTY_RECITAL,
  SALE_INTEREST_RECITAL,
  SIGNATURE_PARAGRAPHS,
  taxesClause,
  TRANSFER_TO_SELLER,
} from './common-clauses';
import { ARRAS_TEMPLATE_EN } from './english-templates';
import {
  arrasAmountFields,
  deadlineFields,
  FIELD_GROUPS,
  financingFields,
  priceFields,
  priorReservationAmountFields,
  propertyFields,
  representativeFields,
  signingDateFields,
  taxRegimeField,
} from './fields';
import { contractSettings } from './settings';
import { clause, joinParagraphs, numberClauses, numberRecitals } from './template-format';
import type { ContractTypeDefinition, FieldDefinition } from './types';

const CONTRACT_NAME = 'contrato de arras penitenciales';

function registryField(id: string, label: string, placeholder: string, required = true): FieldDefinition {
  return { id, label, type: 'text', required, placeholder, group: FIELD_GROUPS.registry };
}

const fields: FieldDefinition[] = [
  ...signingDateFields(),
  ...representativeFields(),
  ...propertyFields(),
  registryField('numero_registro', 'Número del Registro de la Propiedad', 'Número del registro'),
  registryField('lugar_registro', 'Lugar del Registro de la Propiedad', 'Municipio del registro'),
  registryField('finca', 'Finca registral', 'Número de finca'),
  registryField('tomo', 'Tomo', 'Número de tomo'),
  registryField('libro', 'Libro', 'Número de libro'),
  registryField('folio', 'Folio', 'Número de folio'),
  registryField('inscripcion', 'Inscripción', 'Número de inscripción'),
  // Many notes from the Registry predate the CRU, so it cannot be demanded.
  registryField('numero_cru', 'Código Registral Único (CRU)', 'Catorce cifras', false),
  ...priceFields(),
  taxRegimeField(),
  // Empty when no reservation was paid before: the recital and the payment line about it are then left out.
  ...priorReservationAmountFields(),
  ...arrasAmountFields(true),
  ...deadlineFields('escritura', 'límite para la escritura'),
  ...financingFields(),
];

const recitals = numberRecitals([
  PROPERTY_RECITAL,
  'Que el Inmueble figura inscrito a favor de LA PARTE VENDEDORA en el Registro de la Propiedad número ' +
    '{numero_registro} de {lugar_registro}, al tomo {tomo}, libro {libro}, folio {folio}, finca registral ' +
    'número {finca}, inscripción {inscripcion}[[, con Código Registral Único (CRU) {numero_cru}]].',
  SALE_INTEREST_RECITAL,
  '[[Que con anterioridad a este acto {parte_compradora} entregó a LA PARTE VENDEDORA, en concepto de reserva ' +
    'del Inmueble, la cantidad de {importe_reserva_letras} ({importe_reserva} €), que se deduce del precio en ' +
    'los términos de este contrato.]]',
]);

const clauses = numberClauses([
  clause(
    'OBJETO',
    'LA PARTE VENDEDORA se obliga a vender a {parte_compradora}, y esta se obliga a comprar, el pleno dominio ' +
      'del Inmueble descrito en el expositivo I, como cuerpo cierto, con cuantos derechos, usos, servidumbres y ' +
      `accesorios le sean inherentes, ${FREE_OF_CHARGES}.`,
  ),
  clause(
    'PRECIO Y FORMA DE PAGO',
    'El precio total de la compraventa se fija en {precio_venta_letras} ({precio_venta} €). {impuestos_precio}',
    '{parte_compradora} satisfará el precio de la siguiente forma:',
    '[[a) La cantidad de {importe_reserva_letras} ({importe_reserva} €), entregada con anterioridad en concepto ' +
      'de reserva, que se imputa al precio y que desde la fecha de firma de este contrato tiene también la naturaleza de ' +
      'arras penitenciales.]]',
    'b) La cantidad de {importe_arras_letras} ({importe_arras} €), que {parte_compradora} entrega en concepto ' +
      `de arras penitenciales y a cuenta del precio, ${TRANSFER_TO_SELLER}.`,
    'c) El resto del precio, esto es, {resto_precio_letras} ({resto_precio} €), que se abonará en el acto de otorgamiento de la escritura pública de compraventa mediante ' +
      'cheque bancario nominativo a favor de LA PARTE VENDEDORA o transferencia bancaria inmediata acreditada ' +
      'ante el Notario autorizante.',
    'Si la cantidad entregada en concepto de arras no se recibiera en el plazo indicado, LA PARTE VENDEDORA ' +
      'podrá dar por resuelto el presente contrato mediante comunicación escrita a {parte_compradora} y disponer ' +
      'libremente del Inmueble.',
  ),
  clause(
    'ARRAS PENITENCIALES',
    'Las Partes pactan expresamente que [[las cantidades entregadas en concepto de reserva ({importe_reserva} €) ' +
      'y de arras ({importe_arras} €) tienen||la cantidad entregada en concepto de arras tiene]] el carácter de ' +
      `arras penitenciales, y no confirmatorias, ${PENITENTIAL_ARRAS_LAW}. ${CONFIRMATORY_PRESUMPTION_EXCLUDED}`,
    'En consecuencia, cualquiera de las Partes podrá desistir de la compraventa con las siguientes consecuencias:',
    'a) Si desistiera {parte_compradora}, o no compareciera sin causa justificada al otorgamiento de la ' +
      'escritura pública, perderá las cantidades entregadas, que LA PARTE VENDEDORA ' +
      `hará suyas${JUSTIFIED_WITHDRAWAL}.`,
    'b) Si desistiera LA PARTE VENDEDORA, o no compareciera sin causa justificada al otorgamiento de la ' +
      'escritura pública, deberá devolver a {parte_compradora} las cantidades recibidas duplicadas, en el plazo ' +
      'máximo de quince (15) días naturales.',
    'El desistimiento en los términos anteriores extinguirá el presente contrato, sin que ninguna de las Partes ' +
      'pueda reclamar a la otra indemnización adicional por daños y perjuicios.',
  ),
  clause(
    'OTORGAMIENTO DE LA ESCRITURA PÚBLICA',
    'La escritura pública de compraventa se otorgará, como máximo, el día {fecha_limite_escritura_dia} de ' +
      '{fecha_limite_escritura_mes} de {fecha_limite_escritura_año}, salvo prórroga acordada por escrito por ambas ' +
      'Partes.',
    NOTARY_PARAGRAPH,
    '[[{aviso_nie}]]',
    'La incomparecencia injustificada de cualquiera de las Partes en la Notaría, día y hora debidamente ' +
      'notificados, o su negativa a otorgar la escritura en los términos pactados, se considerará desistimiento ' +
      'a los efectos de la estipulación sobre arras penitenciales.',
  ),
  clause('FINANCIACIÓN', FINANCING_PARAGRAPH),
  clause(
    'SITUACIÓN REGISTRAL Y CARGAS',
    'LA PARTE VENDEDORA declara que el Inmueble se encuentra libre de cargas, gravámenes, limitaciones, ' +
      'arrendatarios, ocupantes y precaristas, y se obliga a transmitirlo en dicha situación. Si en la fecha de ' +
      'otorgamiento existiera alguna carga, LA PARTE VENDEDORA la cancelará a su costa con carácter previo o ' +
      'simultáneo a la escritura, y {parte_compradora} podrá retener del precio las cantidades necesarias para ' +
      'su cancelación, gastos incluidos.',
    'Si de la nota simple informativa del Registro de la Propiedad resultaran cargas que no pudieran cancelarse ' +
      'con el precio pendiente, o discrepancias sustanciales con los datos registrales del expositivo II, ' +
      '{parte_compradora} podrá resolver el presente contrato y obtener la devolución de las cantidades ' +
      'entregadas, sin penalización alguna.',
  ),
  clause(
    'ESTADO DEL INMUEBLE Y DOCUMENTACIÓN',
    'El Inmueble se vende como cuerpo cierto, en el estado de conservación, reforma y equipamiento que ' +
      '{parte_compradora} declara conocer y aceptar, sin perjuicio de las garantías que la legislación vigente ' +
      'reconoce al adquirente respecto de los vicios o defectos ocultos y de las obras de reforma ejecutadas por ' +
      'LA PARTE VENDEDORA.',
    DOCUMENTS_AT_DEED,
  ),
  clause(
    'IMPUESTO SOBRE BIENES INMUEBLES, GASTOS DE COMUNIDAD Y SUMINISTROS',
    'El Impuesto sobre Bienes Inmuebles (IBI) del ejercicio en que se otorgue la escritura será satisfecho por ' +
      'LA PARTE VENDEDORA, que podrá repercutir a {parte_compradora} la parte proporcional al periodo comprendido ' +
      'entre la fecha de la escritura y el final del ejercicio.',
    'Las cuotas ordinarias y extraordinarias de la comunidad de propietarios devengadas hasta la fecha de ' +
      'otorgamiento de la escritura, así como las derramas acordadas hasta esa fecha, serán de cuenta de LA PARTE ' +
      'VENDEDORA; las que se devenguen con posterioridad serán de cuenta de {parte_compradora}.',
    'Los suministros del Inmueble se entregarán al corriente de pago, y {comprador_es} {se_obliga_n} a tramitar ' +
      'el cambio de titularidad de los contratos de suministro en el plazo de treinta (30) días desde la entrega ' +
      'de la posesión.',
  ),
  clause(
    'ENTREGA DE LA POSESIÓN',
    'La posesión del Inmueble se entregará a {parte_compradora} en el acto de otorgamiento de la escritura ' +
      'pública, simultáneamente al pago íntegro del precio, mediante la entrega de las llaves y libre de ' +
      'ocupantes. Hasta ese momento, los riesgos de pérdida o deterioro del Inmueble serán de cuenta de LA PARTE ' +
      'VENDEDORA.',
  ),
  taxesClause,
  ...CLOSING_CLAUSES,
]);

export const arrasPenitenciales: ContractTypeDefinition = {
  id: 'arras_penitenciales',
  name: 'Contrato de Arras Penitenciales',
  description:
    'Compraventa con entrega de arras penitenciales, pactadas expresamente (artículo 621-8 del Código civil de ' +
    'Cataluña y artículo 1454 del Código Civil): cualquiera de las partes puede desistir, perdiendo las arras el ' +
    'comprador o devolviéndolas duplicadas el vendedor.',
  template: {
    title: 'CONTRATO DE ARRAS PENITENCIALES',
    content: joinParagraphs([
      ...openingParagraphs(CONTRACT_NAME),
      ...recitals,
      ...clausesIntroduction(CONTRACT_NAME),
      ...clauses,
      ...SIGNATURE_PARAGRAPHS,
    ]),
  },
  name_ca: 'Contracte d’arres penitencials',
  template_ca: ARRAS_TEMPLATE_CA,
  template_en: ARRAS_TEMPLATE_EN,
  fields,
  settings: contractSettings(),
  payment: { payment_type: 'arras', amount_field: 'importe_arras' },
};
