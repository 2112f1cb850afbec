// Wording shared by the three contracts. Placeholders are listed in placeholders.ts; the seller is
// always «LA PARTE VENDEDORA» and the buyers, one or several, «{parte_compradora}».
import { CONTRACT_RETENTION_TEXT } from '#shared/retention/retention-text.ts';

import { clause, type Clause } from './template-format';

/** Date and place of signing, parties and capacity, up to the EXPONEN heading. */
export function openingParagraphs(contractName: string): string[] {
  return [
    'En Barcelona, {fecha_firma}.',
    'REUNIDOS',
    'De una parte, {vendedor_razon_social}, con NIF {vendedor_cif} y domicilio social en {vendedor_domicilio}' +
      '[[, inscrita en el Registro Mercantil de {vendedor_registro_mercantil}]], ' +
      'representada en este acto por {representante_nombre}, mayor de edad, con DNI/NIE {representante_dni}, en ' +
      'su condición de {cargo_representante} (en adelante, «LA PARTE VENDEDORA»).',
    'Y de otra parte, {compradores_identificacion} (en adelante, «{parte_compradora}»).',
    'LA PARTE VENDEDORA y {parte_compradora} serán denominadas conjuntamente «las Partes» e individualmente ' +
      '«la Parte».',
    'INTERVIENEN',
    '{representante_nombre}, en nombre y representación de {vendedor_razon_social}, en su condición de ' +
      '{cargo_representante}[[, en virtud de {facultades_representante}]], con facultades que asegura vigentes y ' +
      'suficientes para el otorgamiento del presente contrato.',
    'Por su parte, {comprador_es} {interviene_n} en su propio nombre y derecho.',
    'Las Partes se reconocen mutuamente la capacidad legal necesaria para contratar y obligarse y, en ' +
      `particular, para suscribir el presente ${contractName}, y a tal efecto, de mutuo acuerdo,`,
    'EXPONEN',
  ];
}

/** Closes the recitals and opens the clauses. */
export function clausesIntroduction(contractName: string): string[] {
  return [
    `Y, en virtud de cuanto antecede, las Partes formalizan el presente ${contractName}, que se regirá por las ` +
      'siguientes',
    'ESTIPULACIONES',
  ];
}

export const PROPERTY_RECITAL =
  'Que LA PARTE VENDEDORA es propietaria en pleno dominio de la siguiente finca: vivienda sita en ' +
  '{direccion_inmueble}, con referencia catastral {referencia_catastral} (en adelante, «el Inmueble»).';

export const SALE_INTEREST_RECITAL =
  'Que LA PARTE VENDEDORA, sociedad dedicada a la adquisición, reforma y venta de viviendas, desea vender el ' +
  'Inmueble, y que {comprador_es}, {interesado_s} en su adquisición, {manifiesta_n} haberlo visitado y conocer ' +
  'y aceptar su estado de conservación, superficie, distribución, calidades e instalaciones.';

/** Bank details used wherever the buyer pays by transfer. */
export const TRANSFER_TO_SELLER =
  'mediante transferencia bancaria a la cuenta de titularidad de LA PARTE VENDEDORA con IBAN {cuenta_bancaria}, ' +
  'abierta en {banco}, en el plazo máximo de tres (3) días hábiles desde la fecha de firma del presente contrato. El ' +
  'justificante bancario de la transferencia servirá como la más eficaz carta de pago';

export const FREE_OF_CHARGES =
  'libre de cargas, gravámenes, arrendatarios, ocupantes y precaristas, y al corriente en el pago de impuestos, ' +
  'contribuciones y gastos de comunidad';

/**
 * Catalan law presumes arras confirmatory (art. 621-8 CCCat), so their penitential nature is agreed expressly
 * and under both codes (docs/decisions/005-contract-law-catalonia.md).
 */
export const PENITENTIAL_ARRAS_LAW =
  'conforme al artículo 621-8 del Código civil de Cataluña y al artículo 1454 del Código Civil';

export const CONFIRMATORY_PRESUMPTION_EXCLUDED =
  'Las Partes conocen que el Código civil de Cataluña presume que las arras son confirmatorias salvo pacto en ' +
  'contrario, y excluyen expresamente esa presunción.';

/**
 * Art. 621-49 CCCat justifies a buyer's withdrawal when the loan the contract names is refused; the exception is
 * only printed when financing was agreed (inside `[[…]]`, keyed on the lender), never as an empty promise.
 */
export const JUSTIFIED_WITHDRAWAL =
  '[[, salvo que su desistimiento esté justificado conforme al artículo 621-49 del Código civil de Cataluña por ' +
  'haberle denegado {entidad_financiacion} la financiación prevista en este contrato, en los términos de la ' +
  'estipulación sobre financiación, en cuyo caso no perderá las cantidades entregadas y LA PARTE VENDEDORA se las ' +
  'devolverá en el plazo máximo de quince (15) días naturales]]';

/** With financing, what the buyer must prove and by when; without it, the price does not depend on any loan. */
export const FINANCING_PARAGRAPH =
  '[[{parte_compradora} tiene previsto pagar parte del precio con un préstamo de {entidad_financiacion} por ' +
  'importe de {importe_financiacion_letras} ({importe_financiacion} €). Si dicha entidad denegara la ' +
  'financiación, {parte_compradora} podrá desistir del contrato conforme al artículo 621-49 del Código civil de ' +
  'Cataluña sin perder las cantidades entregadas, siempre que acredite la denegación mediante comunicación escrita ' +
  'de la entidad remitida a LA PARTE VENDEDORA como máximo el día {fecha_limite_financiacion_dia} de ' +
  '{fecha_limite_financiacion_mes} de {fecha_limite_financiacion_año}. Transcurrido ese día sin haberla ' +
  'acreditado, la denegación no justificará su desistimiento.||' +
  'El pago del precio no depende de la obtención de financiación: {parte_compradora} declara disponer de los ' +
  'fondos necesarios, por lo que la eventual denegación de un préstamo que solicitara no le eximirá de las ' +
  'consecuencias previstas para su desistimiento.]]';

/** The notary: the buyer chooses and summons; if the buyer does not, the seller may, so the deed never stalls. */
export const NOTARY_PARAGRAPH =
  '{parte_compradora} designará al Notario de Barcelona ante quien se otorgará la escritura y notificará a LA ' +
  'PARTE VENDEDORA, por escrito y por un medio que deje constancia de su recepción, con una antelación mínima de ' +
  'cinco (5) días hábiles, la Notaría, el día y la hora del otorgamiento, que no podrán ser posteriores a la fecha ' +
  'límite indicada. Si diez (10) días naturales antes de dicha fecha no hubiera recibido esa notificación, LA PARTE ' +
  'VENDEDORA podrá designar Notario de Barcelona y notificar a {parte_compradora}, del mismo modo y con la misma ' +
  'antelación, la Notaría, el día y la hora del otorgamiento.';

/** The sale's documents, handed over at the deed: the same obligation in the reservation and the arras contract. */
export const DOCUMENTS_AT_DEED =
  'En el otorgamiento de la escritura, LA PARTE VENDEDORA entregará a {parte_compradora} la cédula de ' +
  'habitabilidad vigente, el certificado de eficiencia energética registrado, el certificado de la comunidad ' +
  'de propietarios acreditativo de estar al corriente en el pago de los gastos comunes, el último recibo del ' +
  'Impuesto sobre Bienes Inmuebles, el informe de la inspección técnica del edificio (ITE) con su certificado de ' +
  'aptitud o, si el edificio aún no está obligado a ella, la constancia de ese hecho, y la documentación relativa ' +
  'a las obras de reforma y a las instalaciones del Inmueble que obre en su poder. LA PARTE VENDEDORA declara que ' +
  'no le consta ninguna obra exigida por la inspección técnica del edificio pendiente de ejecutar ni acordada por ' +
  'la comunidad de propietarios; si la hubiera, su coste será de su cuenta.';

export const taxesClause: Clause = clause(
  'GASTOS E IMPUESTOS',
  'Los gastos e impuestos derivados de la compraventa se satisfarán conforme a Ley. Serán de cuenta de LA PARTE ' +
    'VENDEDORA los gastos de otorgamiento de la escritura matriz, los de cancelación de cargas, en su caso, y el ' +
    'Impuesto sobre el Incremento de Valor de los Terrenos de Naturaleza Urbana (plusvalía municipal). Serán de ' +
    'cuenta de {parte_compradora} los gastos de la primera copia y sucesivas, los de inscripción en el Registro ' +
    'de la Propiedad, {impuestos_compraventa} y, en su caso, los gastos derivados de su financiación.',
);

// One buyer: only the assignment paragraph, under a title without "pluralidad".
const severalBuyersClause = clause(
  '{titulo_pluralidad}',
  '[[{solidaridad_compradores}]]',
  '{parte_compradora} no podrá ceder a terceros su posición en el presente contrato sin el consentimiento ' +
    'previo y por escrito de LA PARTE VENDEDORA.',
);

const noticesClause = clause(
  'NOTIFICACIONES',
  'Todas las comunicaciones entre las Partes relativas al presente contrato se realizarán por escrito y se ' +
    'dirigirán a los domicilios y direcciones de correo electrónico indicados en el encabezamiento (en el caso ' +
    'de LA PARTE VENDEDORA, a {vendedor_email}), por cualquier medio que permita dejar constancia de su envío y ' +
    'recepción, sin perjuicio de las formalidades específicas previstas en este contrato. Cualquier cambio de ' +
    'domicilio o de dirección de correo electrónico deberá comunicarse a la otra Parte para que surta efecto.',
);

const dataProtectionClause = clause(
  'PROTECCIÓN DE DATOS PERSONALES',
  'De conformidad con el Reglamento (UE) 2016/679 del Parlamento Europeo y del Consejo, de 27 de abril de 2016 ' +
    '(RGPD), y con la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de ' +
    'los derechos digitales, se informa a {parte_compradora} de que sus datos personales serán tratados por ' +
    '{vendedor_razon_social}, con NIF {vendedor_cif} y domicilio en {vendedor_domicilio}, como responsable del ' +
    'tratamiento, con la finalidad de gestionar la celebración, firma, ejecución y cumplimiento del presente ' +
    'contrato y de la compraventa del Inmueble.',
  'La base jurídica del tratamiento es la ejecución del presente contrato y el cumplimiento de las obligaciones ' +
    'legales aplicables (artículo 6.1, letras b) y c), del RGPD). ' +
    CONTRACT_RETENTION_TEXT.es +
    ' Solo se comunicarán a notarías, registros de la propiedad, entidades financieras, administraciones ' +
    'públicas y demás terceros cuando sea necesario para formalizar la compraventa o lo exija una norma con rango ' +
    'de ley, incluida la normativa de prevención del blanqueo de capitales.',
  'Los titulares de los datos podrán ejercer sus derechos de acceso, rectificación, supresión, oposición, ' +
    'limitación del tratamiento y portabilidad dirigiéndose por escrito a {vendedor_domicilio} o a ' +
    '{vendedor_email}, acompañando copia de su documento de identidad, y presentar una reclamación ante la ' +
    'Agencia Española de Protección de Datos (www.aepd.es).',
);

const electronicSignatureClause = clause(
  'FIRMA ELECTRÓNICA',
  'Las Partes acuerdan suscribir el presente contrato mediante firma electrónica, de conformidad con el ' +
    'Reglamento (UE) n.º 910/2014 del Parlamento Europeo y del Consejo, de 23 de julio de 2014, relativo a la ' +
    'identificación electrónica y los servicios de confianza para las transacciones electrónicas en el mercado ' +
    'interior (Reglamento eIDAS), y con la Ley 6/2020, de 11 de noviembre, reguladora de determinados aspectos ' +
    'de los servicios electrónicos de confianza.',
  'LA PARTE VENDEDORA firma por medio de su representante, {representante_nombre}, desde el área de ' +
    'administración de la plataforma de firma, {acceso_firma_empresa}; su firma, que ' +
    'queda registrada con la fecha y hora, la dirección IP y el navegador utilizados, fija el texto del contrato ' +
    'y su huella digital antes de que se remita a {parte_compradora} para su firma.',
  '{cada_comprador} firmará mediante su firma manuscrita digitalizada, ' +
    'a través de un enlace personal e intransferible remitido a su dirección de correo electrónico. Como ' +
    'evidencia de cada firma se registran la dirección IP, el navegador utilizado y la fecha y hora de la firma, ' +
    'que quedan vinculadas al texto íntegro del contrato, identificado con la referencia {referencia_contrato}, ' +
    'mediante su huella digital (SHA-256), de modo que cualquier alteración posterior del texto resultaría ' +
    'detectable. Dichos datos se tratarán con la única finalidad de acreditar la autenticidad e integridad de ' +
    'las firmas.',
  'Las Partes reconocen expresamente la validez y eficacia de la firma electrónica así realizada como ' +
    'manifestación de su consentimiento, en los términos del artículo 25 del Reglamento eIDAS, según el cual no ' +
    'se denegarán efectos jurídicos ni admisibilidad como prueba en procedimientos judiciales a una firma ' +
    'electrónica por el mero hecho de estar en formato electrónico. El contrato quedará perfeccionado cuando lo ' +
    'hayan firmado todas las Partes, y cada una de ellas podrá descargar un ejemplar en formato PDF.',
);

const jurisdictionClause = clause(
  'LEGISLACIÓN APLICABLE Y JURISDICCIÓN',
  'El presente contrato se rige por lo pactado en él y, en lo no previsto, por la legislación civil aplicable ' +
    'en Cataluña y, supletoriamente, por el Código Civil.',
  'Para la resolución de cualquier controversia derivada de la interpretación o cumplimiento del presente ' +
    'contrato, las Partes se someten a los Juzgados y Tribunales de Barcelona, con renuncia expresa a cualquier ' +
    'otro fuero que pudiera corresponderles, sin perjuicio del fuero imperativo que la ley reconozca a ' +
    '{parte_compradora} cuando tenga la condición de consumidora.',
  // Only in a bilingual contract: which version prevails (docs/decisions/027-bilingual-contracts-and-courtesy-translation.md).
  '[[{texto_prevalente}]]',
);

/** What a business day is, so every term of the contract can be counted the same way by anyone (docs/product.md). */
const termsClause = clause(
  'CÓMPUTO DE PLAZOS',
  'A efectos del presente contrato, son días hábiles todos los días del año excepto los sábados, los domingos y ' +
    'los días festivos nacionales, los de Cataluña y los locales del municipio de Barcelona, según el calendario ' +
    'oficial de cada año. Los plazos fijados en días naturales comprenden todos los días. Todos los plazos se ' +
    'computan desde el día siguiente a aquel en que se produce el hecho que los inicia.',
);

/**
 * The anti-money-laundering exit (docs/product.md#aml-clause): objective grounds only, a deadline for the company, a
 * full refund and the same exit for the buyer; the notice gives no reason (Ley 10/2010, art. 24).
 */
const amlClause = clause(
  'PREVENCIÓN DEL BLANQUEO DE CAPITALES',
  'LA PARTE VENDEDORA es sujeto obligado de la Ley 10/2010, de 28 de abril, de prevención del blanqueo de ' +
    'capitales y de la financiación del terrorismo, y debe aplicar a {parte_compradora} las medidas de diligencia ' +
    'debida que esa ley exige, entre ellas su identificación y, cuando proceda, la comprobación ' +
    'del origen de los fondos.',
  'LA PARTE VENDEDORA solo podrá resolver el presente contrato por esta causa cuando no pueda completar dichas ' +
    'medidas porque no se le hayan aportado la información o los documentos que la ley exige, o cuando exista un ' +
    'impedimento legal para la operación, como la inclusión de alguna de las Partes en una lista de sanciones ' +
    'financieras; nunca por la mera decisión de no asumir un riesgo. Deberá ejercer esta facultad, mediante ' +
    'comunicación escrita a {parte_compradora}, en el plazo máximo de treinta (30) días naturales desde la fecha ' +
    'de firma, y la comunicación indicará únicamente que no ha sido posible completar las medidas de diligencia ' +
    'debida exigidas por la normativa de prevención del blanqueo de capitales, sin otra explicación, como la ' +
    'propia ley exige.',
  'En tal caso, LA PARTE VENDEDORA devolverá íntegramente a {parte_compradora} todas las cantidades recibidas, ' +
    'sin deducción, penalización ni duplicación alguna, en el plazo máximo de quince (15) días naturales desde la ' +
    'comunicación, mediante transferencia a la cuenta de procedencia de los fondos, y ninguna de las Partes podrá ' +
    'reclamar a la otra cantidad alguna por esta causa.',
  'Si en ese plazo de treinta (30) días naturales LA PARTE VENDEDORA no hubiera completado dichas medidas ni ' +
    'ejercido esta facultad, {parte_compradora} podrá resolver el contrato mediante comunicación escrita, con la ' +
    'misma devolución íntegra y en el mismo plazo.',
);

/** The last clauses of every contract, in this order. */
export const CLOSING_CLAUSES: readonly Clause[] = [
  termsClause,
  amlClause,
  severalBuyersClause,
  noticesClause,
  dataProtectionClause,
  electronicSignatureClause,
  jurisdictionClause,
];

export const SIGNATURE_PARAGRAPHS: readonly string[] = [
  'Y en prueba de conformidad con cuanto antecede, las Partes firman electrónicamente el presente contrato en ' +
    'el lugar y fecha indicados en el encabezamiento.',
  'Por LA PARTE VENDEDORA: {vendedor_razon_social}, representada por {representante_nombre}.',
  'Por {parte_compradora}: {compradores_nombres}.',
];
