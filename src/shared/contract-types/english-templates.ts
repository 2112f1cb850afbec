// The English courtesy translation of the three contracts (docs/decisions/027-bilingual-contracts-and-courtesy-
// translation.md): never binding, given to buyers who read English so that they understand what they sign, in
// particular what they forfeit (TRLGDCU art. 80). Written as a legal translator writes for a British reader, not
// word for word: "earnest money (arras penitenciales)" with its effect stated, "Land Registry", "public deed of
// sale", "notary", Spanish terms of art kept in brackets where the reader will meet them at the notary's. The same
// clauses, in the same order and with the same placeholders as the Spanish and Catalan texts, so that amounts,
// dates and names fill identically; amounts print with British separators ("€318,000").
import { CONTRACT_RETENTION_TEXT } from '#shared/retention/retention-text.ts';

import { clause, joinParagraphs, numberClauses, numberRecitals, type Clause } from './template-format';
import type { ContractTemplate } from './types';

function openingParagraphs(contractName: string): string[] {
  return [
    'In Barcelona, {fecha_firma}.',
    'PARTIES',
    'Of the one part, {vendedor_razon_social}, holder of tax identification number (NIF) {vendedor_cif}, with ' +
      'registered office at {vendedor_domicilio}[[, registered in the Companies Register (Registro Mercantil) of ' +
      '{vendedor_registro_mercantil}]], represented herein by {representante_nombre}, of full age, holder of ' +
      'DNI/NIE {representante_dni}, in their capacity as {cargo_representante} (hereinafter "THE SELLER").',
    'Of the other part, {compradores_identificacion} (hereinafter "{parte_compradora}").',
    'THE SELLER and {parte_compradora} shall be referred to jointly as "the Parties" and individually as a "Party".',
    'CAPACITY',
    '{representante_nombre} acts in the name and on behalf of {vendedor_razon_social}, in their capacity as ' +
      '{cargo_representante}[[, by virtue of {facultades_representante}]], with powers which they warrant to be ' +
      'in force and sufficient to enter into this contract.',
    'For their part, {comprador_es} {interviene_n} in their own name and on their own behalf.',
    'The Parties acknowledge each other’s legal capacity to contract and to be bound and, in particular, to ' +
      `enter into this ${contractName}, and accordingly, by mutual agreement,`,
    'RECITALS',
  ];
}

function clausesIntroduction(contractName: string): string[] {
  return [
    `Now, therefore, in view of the foregoing, the Parties enter into this ${contractName}, which shall be ` +
      'governed by the following',
    'CLAUSES',
  ];
}

const PROPERTY_RECITAL =
  'That THE SELLER is the full legal owner (pleno dominio) of the following property: a dwelling located at ' +
  '{direccion_inmueble}, with cadastral reference {referencia_catastral} (hereinafter "the Property").';

const SALE_INTEREST_RECITAL =
  'That THE SELLER, a company engaged in the acquisition, refurbishment and sale of homes, wishes to sell the ' +
  'Property, and that {comprador_es}, {interesado_s} in acquiring it, {manifiesta_n} that they have visited it ' +
  'and know and accept its state of repair, floor area, layout, finishes and installations.';

const TRANSFER_TO_SELLER =
  'by bank transfer to the account held by THE SELLER with IBAN {cuenta_bancaria}, at {banco}, within three ' +
  '(3) business days of the date of signature of this contract. The bank’s transfer receipt shall be ' +
  'full proof of payment';

const FREE_OF_CHARGES =
  'free of charges, encumbrances, tenants, occupants and persons in occupation without title, and with all ' +
  'taxes, rates and community charges paid up to date';

const PENITENTIAL_ARRAS_LAW =
  'in accordance with article 621-8 of the Civil Code of Catalonia and article 1454 of the Spanish Civil Code';

const CONFIRMATORY_PRESUMPTION_EXCLUDED =
  'The Parties are aware that the Civil Code of Catalonia presumes earnest money to be confirmatory (a part ' +
  'payment that does not allow either Party to withdraw) unless otherwise agreed, and they expressly exclude ' +
  'that presumption.';

const JUSTIFIED_WITHDRAWAL =
  '[[, unless the withdrawal is justified under article 621-49 of the Civil Code of Catalonia because ' +
  '{entidad_financiacion} has refused the financing provided for in this contract, on the terms of the clause on ' +
  'financing, in which case {parte_compradora} shall not forfeit the sums paid and THE SELLER shall repay them ' +
  'within fifteen (15) calendar days]]';

const FINANCING_PARAGRAPH =
  '[[{parte_compradora} intends to pay part of the price with a loan from {entidad_financiacion} in the amount of ' +
  '{importe_financiacion_letras} (€{importe_financiacion}). Should that lender refuse the financing, ' +
  '{parte_compradora} may withdraw from the contract under article 621-49 of the Civil Code of Catalonia without ' +
  'forfeiting the sums paid, provided that the refusal is proved by a written communication from the lender sent ' +
  'to THE SELLER no later than {fecha_limite_financiacion_dia} {fecha_limite_financiacion_mes} ' +
  '{fecha_limite_financiacion_año}. Once that day has passed without such proof, the refusal shall not justify the ' +
  'withdrawal.||' +
  'Payment of the price is not conditional on obtaining financing: {parte_compradora} declares that it has the ' +
  'necessary funds, so that the refusal of any loan it may apply for shall not release it from the consequences ' +
  'provided for its withdrawal.]]';

const NOTARY_PARAGRAPH =
  '{parte_compradora} shall appoint the Barcelona notary before whom the deed is to be executed and shall notify ' +
  'THE SELLER in writing, by a means that provides proof of receipt, at least five (5) business days in advance, ' +
  'of the notary’s office, the day and the time of execution, which may not be later than the deadline stated. If ' +
  'ten (10) calendar days before that date THE SELLER has not received that notice, THE SELLER may appoint a ' +
  'Barcelona notary and notify {parte_compradora}, in the same manner and with the same notice, of the notary’s ' +
  'office, the day and the time of execution.';

const DOCUMENTS_AT_DEED =
  'On execution of the deed, THE SELLER shall hand over to {parte_compradora} the current certificate of ' +
  'habitability (cédula de habitabilidad), the registered energy performance certificate, a certificate from the ' +
  'owners’ association (comunidad de propietarios) confirming that the community charges are paid up to date, the ' +
  'latest municipal property tax (IBI) receipt, the building’s technical inspection report (ITE) with its ' +
  'certificate of fitness or, if the building is not yet required to have one, evidence of that fact, and such ' +
  'documentation relating to the refurbishment works and installations of the Property as it holds. THE SELLER ' +
  'declares that it is not aware of any works required by the building’s technical inspection that remain to be ' +
  'carried out, nor of any agreed by the owners’ association; should there be any, their cost shall be borne by ' +
  'THE SELLER.';

const taxesClause: Clause = clause(
  'COSTS AND TAXES',
  'The costs and taxes arising from the sale shall be paid as provided by law. THE SELLER shall bear the costs of ' +
    'executing the original deed (escritura matriz), those of cancelling any charges, where applicable, and the ' +
    'municipal tax on the increase in value of urban land (plusvalía municipal). {parte_compradora} shall bear the ' +
    'costs of the first and any subsequent copies of the deed, those of registration at the Land Registry ' +
    '(Registro de la Propiedad), {impuestos_compraventa} and, where applicable, the costs of its financing.',
);

const severalBuyersClause = clause(
  '{titulo_pluralidad}',
  '[[{solidaridad_compradores}]]',
  '{parte_compradora} may not assign its position under this contract to third parties without the prior written ' +
    'consent of THE SELLER.',
);

const noticesClause = clause(
  'NOTICES',
  'All communications between the Parties relating to this contract shall be made in writing and sent to the ' +
    'addresses and email addresses given at the head of this contract (in the case of THE SELLER, to ' +
    '{vendedor_email}), by any means that provides proof of dispatch and receipt, without prejudice to the ' +
    'specific formalities provided for in this contract. Any change of address or email address must be notified ' +
    'to the other Party in order to take effect.',
);

const dataProtectionClause = clause(
  'PERSONAL DATA PROTECTION',
  'In accordance with Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 ' +
    '(GDPR) and with Spanish Organic Law 3/2018 of 5 December on the Protection of Personal Data and the Guarantee ' +
    'of Digital Rights, {parte_compradora} is informed that its personal data will be processed by ' +
    '{vendedor_razon_social}, NIF {vendedor_cif}, with address at {vendedor_domicilio}, as controller, for the ' +
    'purpose of managing the conclusion, signature, performance and fulfilment of this contract and of the sale of ' +
    'the Property.',
  'The legal basis for the processing is the performance of this contract and compliance with the applicable ' +
    'legal obligations (article 6(1)(b) and (c) GDPR). ' +
    CONTRACT_RETENTION_TEXT.en +
    ' They shall be disclosed only to ' +
    'notaries, land registries, financial institutions, public authorities and other third parties where necessary ' +
    'to complete the sale or where required by a provision having the force of law, including anti-money-laundering ' +
    'legislation.',
  'Data subjects may exercise their rights of access, rectification, erasure, objection, restriction of ' +
    'processing and portability by writing to {vendedor_domicilio} or {vendedor_email}, enclosing a copy of their ' +
    'identity document, and may lodge a complaint with the Spanish Data Protection Agency (Agencia Española de ' +
    'Protección de Datos, www.aepd.es).',
);

const electronicSignatureClause = clause(
  'ELECTRONIC SIGNATURE',
  'The Parties agree to sign this contract by electronic signature in accordance with Regulation (EU) No 910/2014 ' +
    'of the European Parliament and of the Council of 23 July 2014 on electronic identification and trust services ' +
    'for electronic transactions in the internal market (eIDAS Regulation) and with Spanish Law 6/2020 of ' +
    '11 November regulating certain aspects of electronic trust services.',
  'THE SELLER signs through its representative, {representante_nombre}, from the administration area of the ' +
    'signing platform, {acceso_firma_empresa}; its signature, which is recorded with the date and time, the IP ' +
    'address and the browser used, fixes the text of the contract and its digital fingerprint before the contract ' +
    'is sent to {parte_compradora} for signature.',
  '{cada_comprador} shall sign with a handwritten signature captured digitally, through a personal, ' +
    'non-transferable link sent to their email address. As evidence of each signature, the IP address, the browser ' +
    'used and the date and time of signature are recorded and linked to the full text of the contract, identified ' +
    'by reference {referencia_contrato}, by means of its digital fingerprint (SHA-256), so that any later alteration ' +
    'of the text would be detectable. Those data shall be processed for the sole purpose of proving the ' +
    'authenticity and integrity of the signatures.',
  'The Parties expressly acknowledge the validity and effectiveness of the electronic signature so made as an ' +
    'expression of their consent, under article 25 of the eIDAS Regulation, according to which an electronic ' +
    'signature shall not be denied legal effect or admissibility as evidence in legal proceedings solely on the ' +
    'grounds that it is in electronic form. The contract shall be concluded when all the Parties have signed it, ' +
    'and each of them may download a copy in PDF format.',
);

const jurisdictionClause = clause(
  'GOVERNING LAW AND JURISDICTION',
  'This contract is governed by its own terms and, in all matters not provided for in it, by the civil law ' +
    'applicable in Catalonia and, on a supplementary basis, by the Spanish Civil Code.',
  'Any dispute arising from the interpretation or performance of this contract shall be submitted to the courts ' +
    'of Barcelona, the Parties expressly waiving any other jurisdiction to which they may be entitled, without ' +
    'prejudice to the mandatory jurisdiction that the law grants to {parte_compradora} where it is a consumer.',
  '[[{texto_prevalente}]]',
);

/** What a business day is, so anyone counts the contract's periods the same way. */
const termsClause = clause(
  'COMPUTATION OF TIME PERIODS',
  'For the purposes of this contract, business days are all days of the year except Saturdays, Sundays and the ' +
    'national public holidays, those of Catalonia and the local holidays of the municipality of Barcelona, ' +
    'according to each year’s official calendar. Periods stated in calendar days include every day. Every period ' +
    'runs from the day after the event that starts it.',
);

/** The anti-money-laundering exit (docs/product.md#aml-clause). */
const amlClause = clause(
  'PREVENTION OF MONEY LAUNDERING',
  'THE SELLER is an obliged entity under Spanish Law 10/2010 of 28 April on the prevention of money laundering ' +
    'and terrorist financing and must apply to {parte_compradora} the customer due diligence measures that law ' +
    'requires, including their identification and, where applicable, verification of the source of ' +
    'funds.',
  'THE SELLER may terminate this contract on this ground only where it cannot complete those measures because the ' +
    'information or documents the law requires have not been provided to it, or where there is a legal impediment ' +
    'to the transaction, such as a Party’s inclusion on a financial sanctions list; never merely because it decides ' +
    'not to accept a risk. It shall exercise this right, by written notice to {parte_compradora}, within thirty ' +
    '(30) calendar days of the date of signature, and the notice shall state only that it has not been ' +
    'possible to complete the customer due diligence measures required by anti-money-laundering legislation, ' +
    'without further explanation, as that law requires.',
  'In that case, THE SELLER shall repay in full to {parte_compradora} all sums received, without any deduction, ' +
    'penalty or doubling, within fifteen (15) calendar days of the notice, by transfer to the account ' +
    'from which the funds came, and neither Party may claim any sum from the other on this ground.',
  'If within that period of thirty (30) calendar days THE SELLER has neither completed those measures nor ' +
    'exercised this right, {parte_compradora} may terminate the contract by written notice, with the same full ' +
    'refund within the same period.',
);

const CLOSING_CLAUSES: readonly Clause[] = [
  termsClause,
  amlClause,
  severalBuyersClause,
  noticesClause,
  dataProtectionClause,
  electronicSignatureClause,
  jurisdictionClause,
];

const SIGNATURE_PARAGRAPHS: readonly string[] = [
  'In witness whereof, the Parties sign this contract electronically at the place and on the date stated at the ' +
    'head of this contract.',
  'For THE SELLER: {vendedor_razon_social}, represented by {representante_nombre}.',
  'For {parte_compradora}: {compradores_nombres}.',
];

const ARRAS_NAME = 'earnest money contract (contrato de arras penitenciales)';

const arrasClauses: Clause[] = [
  clause(
    'SUBJECT MATTER',
    'THE SELLER undertakes to sell to {parte_compradora}, and {parte_compradora} undertakes to buy, full ownership ' +
      'of the Property described in recital I, as a specific and determined whole (cuerpo cierto), with all the ' +
      `rights, uses, easements and appurtenances inherent to it, ${FREE_OF_CHARGES}.`,
  ),
  clause(
    'PRICE AND PAYMENT',
    'The total price of the sale is set at {precio_venta_letras} (€{precio_venta}). {impuestos_precio}',
    '{parte_compradora} shall pay the price as follows:',
    '[[a) The sum of {importe_reserva_letras} (€{importe_reserva}), paid previously as a reservation deposit, which ' +
      'is applied to the price and which, from the date of signature of this contract, also has the nature of ' +
      'penitential earnest money (arras penitenciales).]]',
    'b) The sum of {importe_arras_letras} (€{importe_arras}), which {parte_compradora} pays as penitential earnest ' +
      `money (arras penitenciales) and on account of the price, ${TRANSFER_TO_SELLER}.`,
    'c) The balance of the price, that is, {resto_precio_letras} (€{resto_precio}), which shall be paid on ' +
      'execution of the public deed of sale by banker’s draft (cheque bancario nominativo) payable to THE SELLER ' +
      'or by immediate bank transfer evidenced before the authorising notary.',
    'If the earnest money is not received within the stated period, THE SELLER may terminate this contract by ' +
      'written notice to {parte_compradora} and freely dispose of the Property.',
  ),
  clause(
    'PENITENTIAL EARNEST MONEY (ARRAS PENITENCIALES)',
    'The Parties expressly agree that [[the sums paid as a reservation deposit (€{importe_reserva}) and as earnest ' +
      'money (€{importe_arras}) have||the sum paid as earnest money has]] the nature of penitential earnest money ' +
      `(arras penitenciales), and not of confirmatory earnest money, ${PENITENTIAL_ARRAS_LAW}. ` +
      CONFIRMATORY_PRESUMPTION_EXCLUDED,
    'Accordingly, either Party may withdraw from the sale, with the following consequences:',
    'a) If {parte_compradora} withdraws, or fails without just cause to attend the execution of the public deed, ' +
      `it shall forfeit the sums paid, which THE SELLER shall keep${JUSTIFIED_WITHDRAWAL}.`,
    'b) If THE SELLER withdraws, or fails without just cause to attend the execution of the public deed, it shall ' +
      'repay to {parte_compradora} twice the sums received, within fifteen (15) calendar days.',
    'Withdrawal on the above terms shall terminate this contract, and neither Party may claim any further ' +
      'compensation for loss or damage from the other.',
  ),
  clause(
    'EXECUTION OF THE PUBLIC DEED',
    'The public deed of sale shall be executed no later than {fecha_limite_escritura_dia} ' +
      '{fecha_limite_escritura_mes} {fecha_limite_escritura_año}, unless both Parties agree in writing to extend ' +
      'that date.',
    NOTARY_PARAGRAPH,
    '[[{aviso_nie}]]',
    'Failure by either Party without just cause to attend at the notary’s office on the day and at the time duly ' +
      'notified, or its refusal to execute the deed on the agreed terms, shall be deemed a withdrawal for the ' +
      'purposes of the clause on penitential earnest money.',
  ),
  clause('FINANCING', FINANCING_PARAGRAPH),
  clause(
    'REGISTRY STATUS AND CHARGES',
    'THE SELLER declares that the Property is free of charges, encumbrances, restrictions, tenants, occupants and ' +
      'persons in occupation without title, and undertakes to transfer it in that condition. If any charge exists ' +
      'on the date of execution, THE SELLER shall cancel it at its own expense before or at the same time as the ' +
      'deed, and {parte_compradora} may withhold from the price the sums needed to cancel it, costs included.',
    'If the Land Registry extract (nota simple informativa) shows charges that cannot be cancelled out of the ' +
      'outstanding price, or material discrepancies with the registry details in recital II, {parte_compradora} ' +
      'may terminate this contract and recover the sums paid, without any penalty.',
  ),
  clause(
    'CONDITION OF THE PROPERTY AND DOCUMENTATION',
    'The Property is sold as a specific and determined whole, in the state of repair, refurbishment and fittings ' +
      'that {parte_compradora} declares it knows and accepts, without prejudice to the guarantees that the law ' +
      'grants the purchaser in respect of hidden defects and of the refurbishment works carried out by THE SELLER.',
    DOCUMENTS_AT_DEED,
  ),
  clause(
    'PROPERTY TAX, COMMUNITY CHARGES AND UTILITIES',
    'The municipal property tax (Impuesto sobre Bienes Inmuebles, IBI) for the year in which the deed is executed ' +
      'shall be paid by THE SELLER, which may pass on to {parte_compradora} the proportion corresponding to the ' +
      'period from the date of the deed to the end of that year.',
    'Ordinary and extraordinary charges of the owners’ association accrued up to the date of execution of the ' +
      'deed, and any special levies (derramas) agreed up to that date, shall be borne by THE SELLER; those accruing ' +
      'afterwards shall be borne by {parte_compradora}.',
    'The utilities of the Property shall be handed over with all bills paid, and {comprador_es} {se_obliga_n} to ' +
      'transfer the utility supply contracts into their name within thirty (30) days of delivery of possession.',
  ),
  clause(
    'DELIVERY OF POSSESSION',
    'Possession of the Property shall be delivered to {parte_compradora} on execution of the public deed, at the ' +
      'same time as payment of the full price, by handing over the keys, free of occupants. Until then, the risk of ' +
      'loss of or damage to the Property shall be borne by THE SELLER.',
  ),
  taxesClause,
  ...CLOSING_CLAUSES,
];

export const ARRAS_TEMPLATE_EN: ContractTemplate = {
  title: 'CONTRACT WITH PENITENTIAL EARNEST MONEY (CONTRATO DE ARRAS PENITENCIALES)',
  content: joinParagraphs([
    ...openingParagraphs(ARRAS_NAME),
    ...numberRecitals([
      PROPERTY_RECITAL,
      'That the Property is registered in the name of THE SELLER at Land Registry (Registro de la Propiedad) ' +
        'number {numero_registro} of {lugar_registro}, volume {tomo}, book {libro}, folio {folio}, registered ' +
        'property number {finca}, entry {inscripcion}[[, with Unique Registry Code (CRU) {numero_cru}]].',
      SALE_INTEREST_RECITAL,
      '[[That, before this contract, {parte_compradora} paid THE SELLER the sum of {importe_reserva_letras} ' +
        '(€{importe_reserva}) as a reservation deposit for the Property, which is deducted from the price on the ' +
        'terms of this contract.]]',
    ]),
    ...clausesIntroduction(ARRAS_NAME),
    ...numberClauses(arrasClauses, 'en'),
    ...SIGNATURE_PARAGRAPHS,
  ]),
};

interface ReservationWording {
  contractName: string;
  recitalCondition: string;
  conditionClauses: readonly Clause[];
  withdrawalOpening: string;
  justifiedWithdrawal: string;
}

function reservationClauses(wording: ReservationWording): Clause[] {
  return [
    clause(
      'SUBJECT MATTER',
      '{parte_compradora} reserves the purchase of the Property for a total price of {precio_venta_letras} ' +
        '(€{precio_venta}), and THE SELLER undertakes to take it off the market and not to offer, commit or ' +
        'transfer it to third parties from receipt of the reservation deposit until the deadline for signing the ' +
        'earnest money contract.',
      '{impuestos_precio}',
    ),
    clause(
      'RESERVATION DEPOSIT AND PAYMENT',
      'As a reservation deposit, {parte_compradora} shall pay THE SELLER the sum of {importe_reserva_letras} ' +
        `(€{importe_reserva}), ${TRANSFER_TO_SELLER}.`,
      'The reservation shall take effect from receipt of that sum in the account stated. If it is not received ' +
        'within the stated period, THE SELLER may cancel this contract by written notice and freely dispose of the ' +
        'Property, without liability for either Party.',
      'The sum paid as a reservation deposit shall be applied in full on account of the sale price and deducted ' +
        'from the sums that {parte_compradora} must pay on signing the earnest money contract or, failing that, on ' +
        'execution of the public deed of sale.',
    ),
    clause(
      'DEADLINES FOR COMPLETION',
      'The Parties undertake to sign the earnest money contract (contrato de arras penitenciales) for the Property ' +
        'no later than {fecha_limite_arras_dia} {fecha_limite_arras_mes} {fecha_limite_arras_año}. In that contract ' +
        'the price and the other essential terms agreed herein shall be maintained' +
        '[[, {parte_compradora} shall pay as penitential earnest money (arras penitenciales), ' +
        `${PENITENTIAL_ARRAS_LAW}, the sum of {importe_arras_letras} (€{importe_arras}) on account of the price,]] ` +
        'and the deduction of the reservation deposit shall be recorded.',
      'The public deed of sale shall be executed no later than {fecha_limite_compraventa_dia} ' +
        '{fecha_limite_compraventa_mes} {fecha_limite_compraventa_año}. On that occasion {parte_compradora} shall ' +
        'pay the balance of the price, which, after deducting the reservation deposit[[ and the earnest money ' +
        '(€{importe_arras})]], amounts to {resto_precio_letras} (€{resto_precio}), and THE SELLER shall deliver ' +
        `possession of the Property, ${FREE_OF_CHARGES}.`,
      NOTARY_PARAGRAPH,
      '[[{aviso_nie}]]',
      'The above deadlines may be extended only by written agreement of both Parties.',
    ),
    clause('DOCUMENTATION OF THE PROPERTY', DOCUMENTS_AT_DEED),
    ...wording.conditionClauses,
    clause(
      'WITHDRAWAL AND BREACH',
      'The Parties expressly agree that the sum paid as a reservation deposit has the nature of penitential ' +
        `earnest money (arras penitenciales), and not of confirmatory earnest money, ${PENITENTIAL_ARRAS_LAW}. ` +
        CONFIRMATORY_PRESUMPTION_EXCLUDED,
      `${wording.withdrawalOpening} {parte_compradora} withdraws from the purchase, or fails to sign the earnest ` +
        'money contract within the agreed period for reasons not attributable to THE SELLER, it shall forfeit the ' +
        `sum paid as a reservation deposit, which THE SELLER shall keep${wording.justifiedWithdrawal}, and this ` +
        'contract shall terminate without further liability for either Party.',
      'If it is THE SELLER that withdraws from the sale, or fails to sign the earnest money contract within the ' +
        'agreed period for reasons not attributable to {parte_compradora}, THE SELLER shall repay to ' +
        '{parte_compradora} twice the sum received within fifteen (15) calendar days.',
    ),
    taxesClause,
    ...CLOSING_CLAUSES,
  ];
}

function reservationTemplate(title: string, wording: ReservationWording): ContractTemplate {
  return {
    title,
    content: joinParagraphs([
      ...openingParagraphs(wording.contractName),
      ...numberRecitals([
        PROPERTY_RECITAL,
        SALE_INTEREST_RECITAL,
        'That {parte_compradora} wishes to reserve the Property so that THE SELLER takes it off the market while the ' +
          'earnest money contract and the public deed of sale are concluded, on the terms and within the periods of ' +
          `this contract${wording.recitalCondition}.`,
      ]),
      ...clausesIntroduction(wording.contractName),
      ...numberClauses(reservationClauses(wording), 'en'),
      ...SIGNATURE_PARAGRAPHS,
    ]),
  };
}

export const UNCONDITIONAL_RESERVATION_TEMPLATE_EN = reservationTemplate(
  'RESERVATION CONTRACT FOR THE PURCHASE OF A PROPERTY (CONTRATO DE RESERVA DE COMPRAVENTA)',
  {
    contractName: 'reservation contract',
    recitalCondition: '',
    conditionClauses: [
      clause('NO CONDITIONS AND FINANCING', 'This reservation is not subject to any condition.', FINANCING_PARAGRAPH),
    ],
    withdrawalOpening: 'If',
    justifiedWithdrawal: JUSTIFIED_WITHDRAWAL,
  },
);

/** The English counterpart of the conditional reservation's default condition (rendered in its place). */
export const DEFAULT_CONDITION_EN =
  'the grant to the buyer, by a financial institution, of a mortgage loan for an amount of not less than 80% of ' +
  'the sale price';

export const CONDITIONAL_RESERVATION_TEMPLATE_EN = reservationTemplate(
  'RESERVATION CONTRACT FOR THE PURCHASE OF A PROPERTY SUBJECT TO A CONDITION PRECEDENT (CONTRATO DE RESERVA DE ' +
    'COMPRAVENTA CON CONDICIÓN SUSPENSIVA)',
  {
    contractName: 'reservation contract subject to a condition precedent',
    recitalCondition: ', subject to the condition precedent set out in it',
    conditionClauses: [
      clause(
        'CONDITION PRECEDENT',
        'The Parties’ obligation to sign the earnest money contract and to complete the sale is subject to the ' +
          'following condition precedent (condición suspensiva): {condicion_suspensiva}.',
        'To that end, {comprador_es} {se_obliga_n} to take with due diligence all steps necessary for the condition ' +
          'to be met and to inform THE SELLER of its status whenever THE SELLER so requests. The condition shall be ' +
          'deemed met if its failure is attributable to {parte_compradora}.',
        'The condition must be met no later than the deadline for signing the earnest money contract ' +
          '({fecha_limite_arras_dia} {fecha_limite_arras_mes} {fecha_limite_arras_año}). {parte_compradora} shall ' +
          'notify THE SELLER in writing as soon as the condition is met or fails, enclosing in the latter case the ' +
          'supporting documentation and, where applicable, the lender’s written refusal.',
        '{parte_compradora} may waive the condition at any time by written notice to THE SELLER, in which case the ' +
          'reservation shall become unconditional from that moment.',
        'If, while the condition is pending, {parte_compradora} withdraws from the purchase for any reason other ' +
          'than the failure of the condition, the withdrawal shall have the consequences set out in the clause on ' +
          'withdrawal and breach, as if the condition had been met; the refusal of the financing that is the ' +
          'subject of the condition is not a withdrawal but a failure of the condition.',
      ),
      clause(
        'REFUND OF THE RESERVATION DEPOSIT',
        'If the condition precedent has not been met by the stated deadline for reasons not attributable to ' +
          '{parte_compradora}, this contract shall cease to have effect and THE SELLER shall refund to ' +
          '{parte_compradora} the full reservation deposit, without any deduction or penalty, within ' +
          'ten (10) business days of notice of the failure of the condition, by transfer to the account from which ' +
          'the funds came.',
        'Once that refund has been made, neither Party may claim any sum from the other by reason of this contract.',
      ),
    ],
    withdrawalOpening:
      'Except where the condition precedent fails as provided in the clause on refund of the reservation deposit, if',
    justifiedWithdrawal: '',
  },
);
