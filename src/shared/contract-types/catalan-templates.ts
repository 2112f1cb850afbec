// The three templates in Catalan: the same clauses, in the same order and with the same placeholders as the
// Spanish ones, so both languages of a type render from one set of data (docs/product.md §5.6).
import {
  clausesIntroductionCa,
  CLOSING_CLAUSES_CA,
  CONFIRMATORY_PRESUMPTION_EXCLUDED_CA,
  DOCUMENTS_AT_DEED_CA,
  FINANCING_PARAGRAPH_CA,
  FREE_OF_CHARGES_CA,
  JUSTIFIED_WITHDRAWAL_CA,
  NOTARY_PARAGRAPH_CA,
  openingParagraphsCa,
  PENITENTIAL_ARRAS_LAW_CA,
  PROPERTY_RECITAL_CA,
  SALE_INTEREST_RECITAL_CA,
  SIGNATURE_PARAGRAPHS_CA,
  taxesClauseCa,
  TRANSFER_TO_SELLER_CA,
} from './catalan-clauses';
import { clause, joinParagraphs, numberClauses, numberRecitals, type Clause } from './template-format';
import type { ContractTemplate } from './types';

const ARRAS_NAME = 'contracte d’arres penitencials';

const arrasClauses: Clause[] = [
  clause(
    'OBJECTE',
    'LA PART VENEDORA s’obliga a vendre a {parte_compradora}, i aquesta s’obliga a comprar, el ple domini de ' +
      'l’Immoble descrit a l’expositiu I, com a cos cert, amb tots els drets, usos, servituds i accessoris que li ' +
      `són inherents, ${FREE_OF_CHARGES_CA}.`,
  ),
  clause(
    'PREU I FORMA DE PAGAMENT',
    'El preu total de la compravenda es fixa en {precio_venta_letras} ({precio_venta} €). {impuestos_precio}',
    '{parte_compradora} pagarà el preu de la manera següent:',
    '[[a) La quantitat de {importe_reserva_letras} ({importe_reserva} €), lliurada anteriorment en concepte de ' +
      'reserva, que s’imputa al preu i que des de la data de signatura d’aquest contracte té també la naturalesa d’arres ' +
      'penitencials.]]',
    'b) La quantitat de {importe_arras_letras} ({importe_arras} €), que {parte_compradora} lliura en concepte ' +
      `d’arres penitencials i a compte del preu, ${TRANSFER_TO_SELLER_CA}.`,
    'c) La resta del preu, és a dir, {resto_precio_letras} ({resto_precio} €), que es pagarà en l’acte ' +
      'd’atorgament de l’escriptura pública de compravenda mitjançant xec bancari nominatiu a favor de LA PART ' +
      'VENEDORA o transferència bancària immediata acreditada davant el notari autoritzant.',
    'Si la quantitat lliurada en concepte d’arres no es rep en el termini indicat, LA PART VENEDORA podrà resoldre ' +
      'aquest contracte mitjançant una comunicació escrita a {parte_compradora} i disposar lliurement de l’Immoble.',
  ),
  clause(
    'ARRES PENITENCIALS',
    'Les Parts pacten expressament que [[les quantitats lliurades en concepte de reserva ({importe_reserva} €) i ' +
      'd’arres ({importe_arras} €) tenen||la quantitat lliurada en concepte d’arres té]] el caràcter d’arres ' +
      `penitencials, i no confirmatòries, ${PENITENTIAL_ARRAS_LAW_CA}. ${CONFIRMATORY_PRESUMPTION_EXCLUDED_CA}`,
    'En conseqüència, qualsevol de les Parts podrà desistir de la compravenda amb les conseqüències següents:',
    'a) Si desisteix {parte_compradora}, o no compareix sense causa justificada a l’atorgament de l’escriptura ' +
      `pública, perdrà les quantitats lliurades, que LA PART VENEDORA farà seves${JUSTIFIED_WITHDRAWAL_CA}.`,
    'b) Si desisteix LA PART VENEDORA, o no compareix sense causa justificada a l’atorgament de l’escriptura ' +
      'pública, haurà de retornar a {parte_compradora} les quantitats rebudes doblades, en el termini màxim de ' +
      'quinze (15) dies naturals.',
    'El desistiment en els termes anteriors extingirà aquest contracte, sense que cap de les Parts pugui reclamar a ' +
      'l’altra cap indemnització addicional per danys i perjudicis.',
  ),
  clause(
    'ATORGAMENT DE L’ESCRIPTURA PÚBLICA',
    'L’escriptura pública de compravenda s’atorgarà, com a màxim, el dia {fecha_limite_escritura_dia} ' +
      '{fecha_limite_escritura_mes} de {fecha_limite_escritura_año}, llevat de pròrroga acordada per escrit per ' +
      'ambdues Parts.',
    NOTARY_PARAGRAPH_CA,
    '[[{aviso_nie}]]',
    'La incompareixença injustificada de qualsevol de les Parts a la notaria el dia i l’hora degudament ' +
      'notificats, o la seva negativa a atorgar l’escriptura en els termes pactats, es considerarà desistiment als ' +
      'efectes del pacte sobre arres penitencials.',
  ),
  clause('FINANÇAMENT', FINANCING_PARAGRAPH_CA),
  clause(
    'SITUACIÓ REGISTRAL I CÀRREGUES',
    'LA PART VENEDORA declara que l’Immoble està lliure de càrregues, gravàmens, limitacions, arrendataris, ' +
      'ocupants i precaristes, i s’obliga a transmetre’l en aquesta situació. Si en la data d’atorgament hi hagués ' +
      'alguna càrrega, LA PART VENEDORA la cancel·larà al seu càrrec amb caràcter previ o simultani a l’escriptura, ' +
      'i {parte_compradora} podrà retenir del preu les quantitats necessàries per cancel·lar-la, despeses incloses.',
    'Si de la nota simple informativa del Registre de la Propietat en resulten càrregues que no es puguin ' +
      'cancel·lar amb el preu pendent, o discrepàncies substancials amb les dades registrals de l’expositiu II, ' +
      '{parte_compradora} podrà resoldre aquest contracte i obtenir la devolució de les quantitats lliurades, sense ' +
      'cap penalització.',
  ),
  clause(
    'ESTAT DE L’IMMOBLE I DOCUMENTACIÓ',
    'L’Immoble es ven com a cos cert, en l’estat de conservació, reforma i equipament que {parte_compradora} ' +
      'declara conèixer i acceptar, sens perjudici de les garanties que la legislació vigent reconeix a ' +
      'l’adquirent respecte dels vicis o defectes ocults i de les obres de reforma executades per LA PART VENEDORA.',
    DOCUMENTS_AT_DEED_CA,
  ),
  clause(
    'IMPOST SOBRE BÉNS IMMOBLES, DESPESES DE COMUNITAT I SUBMINISTRAMENTS',
    'L’impost sobre béns immobles (IBI) de l’exercici en què s’atorgui l’escriptura anirà a càrrec de LA PART ' +
      'VENEDORA, que podrà repercutir a {parte_compradora} la part proporcional al període comprès entre la data ' +
      'de l’escriptura i el final de l’exercici.',
    'Les quotes ordinàries i extraordinàries de la comunitat de propietaris meritades fins a la data ' +
      'd’atorgament de l’escriptura, així com les derrames acordades fins a aquesta data, aniran a càrrec de LA ' +
      'PART VENEDORA; les que es meritin posteriorment aniran a càrrec de {parte_compradora}.',
    'Els subministraments de l’Immoble es lliuraran al corrent de pagament, i {comprador_es} {se_obliga_n} a ' +
      'tramitar el canvi de titularitat dels contractes de subministrament en el termini de trenta (30) dies des ' +
      'del lliurament de la possessió.',
  ),
  clause(
    'LLIURAMENT DE LA POSSESSIÓ',
    'La possessió de l’Immoble es lliurarà a {parte_compradora} en l’acte d’atorgament de l’escriptura pública, ' +
      'simultàniament al pagament íntegre del preu, mitjançant el lliurament de les claus i lliure d’ocupants. Fins ' +
      'aquell moment, els riscos de pèrdua o deteriorament de l’Immoble aniran a càrrec de LA PART VENEDORA.',
  ),
  taxesClauseCa,
  ...CLOSING_CLAUSES_CA,
];

export const ARRAS_TEMPLATE_CA: ContractTemplate = {
  title: 'CONTRACTE D’ARRES PENITENCIALS',
  content: joinParagraphs([
    ...openingParagraphsCa(ARRAS_NAME),
    ...numberRecitals([
      PROPERTY_RECITAL_CA,
      'Que l’Immoble consta inscrit a favor de LA PART VENEDORA al Registre de la Propietat número ' +
        '{numero_registro} de {lugar_registro}, al tom {tomo}, llibre {libro}, foli {folio}, finca registral ' +
        'número {finca}, inscripció {inscripcion}[[, amb codi registral únic (CRU) {numero_cru}]].',
      SALE_INTEREST_RECITAL_CA,
      '[[Que abans d’aquest acte {parte_compradora} va lliurar a LA PART VENEDORA, en concepte de reserva de ' +
        'l’Immoble, la quantitat de {importe_reserva_letras} ({importe_reserva} €), que es dedueix del preu en els ' +
        'termes d’aquest contracte.]]',
    ]),
    ...clausesIntroductionCa(ARRAS_NAME),
    ...numberClauses(arrasClauses, 'ca'),
    ...SIGNATURE_PARAGRAPHS_CA,
  ]),
};

interface ReservationWordingCa {
  contractName: string;
  recitalCondition: string;
  conditionClauses: readonly Clause[];
  withdrawalOpening: string;
  justifiedWithdrawal: string;
}

function reservationClauses(wording: ReservationWordingCa): Clause[] {
  return [
    clause(
      'OBJECTE',
      '{parte_compradora} reserva l’adquisició de l’Immoble pel preu total de {precio_venta_letras} ' +
        '({precio_venta} €), i LA PART VENEDORA s’obliga a retirar-lo del mercat i a no oferir-lo, comprometre’l ni ' +
        'transmetre’l a tercers des de la recepció de l’import de la reserva fins a la data límit per a la signatura ' +
        'del contracte d’arres.',
      '{impuestos_precio}',
    ),
    clause(
      'IMPORT DE LA RESERVA I FORMA DE PAGAMENT',
      'En concepte de reserva, {parte_compradora} pagarà a LA PART VENEDORA la quantitat de ' +
        `{importe_reserva_letras} ({importe_reserva} €), ${TRANSFER_TO_SELLER_CA}.`,
      'La reserva tindrà efecte des de la recepció d’aquesta quantitat al compte indicat. Si no es rep en el ' +
        'termini assenyalat, LA PART VENEDORA podrà deixar sense efecte aquest contracte mitjançant una comunicació ' +
        'escrita i disposar lliurement de l’Immoble, sense responsabilitat per a cap de les Parts.',
      'La quantitat lliurada en concepte de reserva s’imputarà íntegrament a compte del preu de venda i es deduirà ' +
        'de les quantitats que {parte_compradora} hagi de pagar en la signatura del contracte d’arres o, si no n’hi ' +
        'ha, en l’atorgament de l’escriptura pública de compravenda.',
    ),
    clause(
      'TERMINIS DE FORMALITZACIÓ',
      'Les Parts s’obliguen a subscriure el contracte d’arres penitencials relatiu a l’Immoble, com a màxim, el ' +
        'dia {fecha_limite_arras_dia} {fecha_limite_arras_mes} de {fecha_limite_arras_año}. En aquest contracte es ' +
        'mantindran el preu i les altres condicions essencials aquí pactades' +
        '[[, {parte_compradora} lliurarà en concepte d’arres penitencials, ' +
        `${PENITENTIAL_ARRAS_LAW_CA}, la quantitat de {importe_arras_letras} ({importe_arras} €) a compte del ` +
        'preu,]] i es farà constar la deducció de la quantitat lliurada en concepte de reserva.',
      'L’escriptura pública de compravenda s’atorgarà, com a màxim, el dia {fecha_limite_compraventa_dia} ' +
        '{fecha_limite_compraventa_mes} de {fecha_limite_compraventa_año}. En aquest acte {parte_compradora} ' +
        'pagarà la resta del preu, que, deduïdes la reserva[[ i les arres ({importe_arras} €)]], puja a ' +
        '{resto_precio_letras} ({resto_precio} €), i LA PART VENEDORA li lliurarà la possessió de l’Immoble, ' +
        `${FREE_OF_CHARGES_CA}.`,
      NOTARY_PARAGRAPH_CA,
      '[[{aviso_nie}]]',
      'Els terminis anteriors només es podran prorrogar per acord escrit d’ambdues Parts.',
    ),
    clause('DOCUMENTACIÓ DE L’IMMOBLE', DOCUMENTS_AT_DEED_CA),
    ...wording.conditionClauses,
    clause(
      'DESISTIMENT I INCOMPLIMENT',
      'Les Parts pacten expressament que la quantitat lliurada en concepte de reserva té el caràcter d’arres ' +
        `penitencials, i no confirmatòries, ${PENITENTIAL_ARRAS_LAW_CA}. ${CONFIRMATORY_PRESUMPTION_EXCLUDED_CA}`,
      `${wording.withdrawalOpening} {parte_compradora} desisteix de l’adquisició, o no subscriu el contracte ` +
        'd’arres dins el termini pactat per causa no imputable a LA PART VENEDORA, perdrà la quantitat lliurada en ' +
        `concepte de reserva, que LA PART VENEDORA farà seva${wording.justifiedWithdrawal}, i aquest contracte ` +
        'quedarà extingit sense cap altra responsabilitat per a cap de les Parts.',
      'Si és LA PART VENEDORA qui desisteix de la venda, o no subscriu el contracte d’arres dins el termini pactat ' +
        'per causa no imputable a {parte_compradora}, li haurà de retornar la quantitat rebuda doblada en el ' +
        'termini màxim de quinze (15) dies naturals.',
    ),
    taxesClauseCa,
    ...CLOSING_CLAUSES_CA,
  ];
}

function reservationTemplate(title: string, wording: ReservationWordingCa): ContractTemplate {
  return {
    title,
    content: joinParagraphs([
      ...openingParagraphsCa(wording.contractName),
      ...numberRecitals([
        PROPERTY_RECITAL_CA,
        SALE_INTEREST_RECITAL_CA,
        'Que {parte_compradora} vol reservar l’Immoble, a fi que LA PART VENEDORA el retiri del mercat mentre es ' +
          'formalitzen el contracte d’arres i l’escriptura pública de compravenda, en els termes i els terminis ' +
          `d’aquest contracte${wording.recitalCondition}.`,
      ]),
      ...clausesIntroductionCa(wording.contractName),
      ...numberClauses(reservationClauses(wording), 'ca'),
      ...SIGNATURE_PARAGRAPHS_CA,
    ]),
  };
}

export const UNCONDITIONAL_RESERVATION_TEMPLATE_CA = reservationTemplate('CONTRACTE DE RESERVA DE COMPRAVENDA', {
  contractName: 'contracte de reserva de compravenda',
  recitalCondition: '',
  conditionClauses: [
    clause(
      'CARÀCTER NO CONDICIONAT I FINANÇAMENT',
      'Aquesta reserva no està subjecta a cap condició.',
      FINANCING_PARAGRAPH_CA,
    ),
  ],
  withdrawalOpening: 'Si',
  justifiedWithdrawal: JUSTIFIED_WITHDRAWAL_CA,
});

/** The Catalan counterpart of the conditional reservation's default condition (rendered in its place). */
export const DEFAULT_CONDITION_CA =
  'la concessió a la part compradora, per part d’una entitat financera, d’un préstec hipotecari per un import no ' +
  'inferior al 80 % del preu de venda';

export const CONDITIONAL_RESERVATION_TEMPLATE_CA = reservationTemplate(
  'CONTRACTE DE RESERVA DE COMPRAVENDA AMB CONDICIÓ SUSPENSIVA',
  {
    contractName: 'contracte de reserva de compravenda amb condició suspensiva',
    recitalCondition: ', amb subjecció a la condició suspensiva que s’hi estableix',
    conditionClauses: [
      clause(
        'CONDICIÓ SUSPENSIVA',
        'L’obligació de les Parts de subscriure el contracte d’arres i la compravenda queda subjecta a la condició ' +
          'suspensiva següent: {condicion_suspensiva}.',
        'A aquest efecte, {comprador_es} {se_obliga_n} a fer amb la diligència deguda totes les gestions ' +
          'necessàries per al compliment de la condició i a informar-ne de l’estat LA PART VENEDORA quan aquesta ho ' +
          'demani. La condició es tindrà per complerta si el seu incompliment és imputable a {parte_compradora}.',
        'La condició s’haurà de complir, com a màxim, en la data límit per a la signatura del contracte d’arres ' +
          '({fecha_limite_arras_dia} {fecha_limite_arras_mes} de {fecha_limite_arras_año}). {parte_compradora} ' +
          'comunicarà per escrit a LA PART VENEDORA el compliment o l’incompliment de la condició tan aviat com es ' +
          'produeixi, i en aquest darrer cas hi adjuntarà la documentació que l’acrediti i, si escau, la denegació ' +
          'per escrit de l’entitat financera.',
        '{parte_compradora} podrà renunciar a la condició en qualsevol moment mitjançant una comunicació escrita a ' +
          'LA PART VENEDORA, i en aquest cas la reserva s’entendrà pura i simple des d’aquell moment.',
        'Si, mentre la condició està pendent, {parte_compradora} desisteix de l’adquisició per qualsevol causa ' +
          'diferent del seu incompliment, el desistiment tindrà les conseqüències previstes en el pacte sobre ' +
          'desistiment i incompliment, com si la condició s’hagués complert; la denegació del finançament objecte de ' +
          'la condició no és desistiment, sinó incompliment de la condició.',
      ),
      clause(
        'DEVOLUCIÓ DE LA RESERVA',
        'Si la condició suspensiva no s’ha complert en la data límit indicada per causa no imputable a ' +
          '{parte_compradora}, aquest contracte quedarà sense efecte i LA PART VENEDORA retornarà íntegrament a ' +
          '{parte_compradora} la quantitat lliurada en concepte de reserva, sense cap deducció ni penalització, en ' +
          'el termini màxim de deu (10) dies hàbils des de la comunicació de l’incompliment, mitjançant una ' +
          'transferència al compte de procedència dels fons.',
        'Un cop feta aquesta devolució, cap de les Parts no podrà reclamar a l’altra cap quantitat per raó d’aquest ' +
          'contracte.',
      ),
    ],
    withdrawalOpening:
      'Llevat del cas d’incompliment de la condició suspensiva previst en el pacte sobre devolució de la reserva, si',
    justifiedWithdrawal: '',
  },
);
