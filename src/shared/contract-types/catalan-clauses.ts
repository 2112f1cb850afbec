// The shared wording of the three contracts in Catalan (docs/decisions/005-contract-law-catalonia.md). Drafted in
// the terms of the Codi civil de Catalunya and of Catalan notarial practice, not translated sentence by sentence:
// "pactes" (masculine ordinals), "arres penitencials", "la part compradora/venedora", "escriptura pública",
// "atorgament", "llevat que", "si escau". Placeholders are the same as in Spanish (placeholders.ts); party values
// and amounts in words are rendered in Catalan by the renderer.
import { CONTRACT_RETENTION_TEXT } from '#shared/retention/retention-text.ts';

import { clause, type Clause } from './template-format';

/** Date and place of signing, parties and capacity, up to the EXPOSEN heading. */
export function openingParagraphsCa(contractName: string): string[] {
  return [
    'A Barcelona, {fecha_firma}.',
    'REUNITS',
    'D’una banda, {vendedor_razon_social}, amb NIF {vendedor_cif} i domicili social a {vendedor_domicilio}' +
      '[[, inscrita al Registre Mercantil de {vendedor_registro_mercantil}]], representada en aquest acte per ' +
      '{representante_nombre}, major d’edat, amb DNI/NIE {representante_dni}, en la seva condició ' +
      '{cargo_representante} (d’ara endavant, «LA PART VENEDORA»).',
    'I de l’altra, {compradores_identificacion} (d’ara endavant, «{parte_compradora}»).',
    'LA PART VENEDORA i {parte_compradora} seran anomenades conjuntament «les Parts» i individualment «la Part».',
    'INTERVENEN',
    '{representante_nombre}, en nom i representació de {vendedor_razon_social}, en la seva condició ' +
      '{cargo_representante}[[, en virtut del títol següent: {facultades_representante}]], amb facultats que ' +
      'assegura vigents i suficients per a l’atorgament d’aquest contracte.',
    'Per la seva part, {comprador_es} {interviene_n} en el seu propi nom i dret.',
    'Les Parts es reconeixen mútuament la capacitat legal necessària per contractar i obligar-se i, en particular, ' +
      `per subscriure aquest ${contractName}, i a aquest efecte, de mutu acord,`,
    'EXPOSEN',
  ];
}

/** Closes the recitals and opens the clauses. */
export function clausesIntroductionCa(contractName: string): string[] {
  return [
    `I, en virtut de tot el que s’ha exposat, les Parts formalitzen aquest ${contractName}, que es regirà pels ` +
      'següents',
    'PACTES',
  ];
}

export const PROPERTY_RECITAL_CA =
  'Que LA PART VENEDORA és propietària en ple domini de la finca següent: habitatge situat a {direccion_inmueble}, ' +
  'amb referència cadastral {referencia_catastral} (d’ara endavant, «l’Immoble»).';

export const SALE_INTEREST_RECITAL_CA =
  'Que LA PART VENEDORA, societat dedicada a l’adquisició, la reforma i la venda d’habitatges, vol vendre ' +
  'l’Immoble, i que {comprador_es}, {interesado_s} a adquirir-lo, {manifiesta_n} haver-lo visitat i conèixer-ne i ' +
  'acceptar-ne l’estat de conservació, la superfície, la distribució, els acabats i les instal·lacions.';

export const TRANSFER_TO_SELLER_CA =
  'mitjançant transferència bancària al compte de titularitat de LA PART VENEDORA amb IBAN {cuenta_bancaria}, ' +
  'obert a {banco}, en el termini màxim de tres (3) dies hàbils des de la data de signatura d’aquest contracte. El ' +
  'justificant bancari de la transferència en servirà de carta de pagament';

export const FREE_OF_CHARGES_CA =
  'lliure de càrregues, gravàmens, arrendataris, ocupants i precaristes, i al corrent de pagament dels impostos, ' +
  'les contribucions i les despeses de comunitat';

export const PENITENTIAL_ARRAS_LAW_CA =
  'd’acord amb l’article 621-8 del Codi civil de Catalunya i l’article 1454 del Codi civil espanyol';

export const CONFIRMATORY_PRESUMPTION_EXCLUDED_CA =
  'Les Parts coneixen que el Codi civil de Catalunya presumeix que les arres són confirmatòries llevat de pacte en ' +
  'contrari, i exclouen expressament aquesta presumpció.';

/** The art. 621-49 exception, only when financing was agreed (keyed on the lender, as in Spanish). */
export const JUSTIFIED_WITHDRAWAL_CA =
  '[[, llevat que el seu desistiment estigui justificat d’acord amb l’article 621-49 del Codi civil de Catalunya ' +
  'perquè {entidad_financiacion} li ha denegat el finançament previst en aquest contracte, en els termes del pacte ' +
  'sobre finançament, cas en què no perdrà les quantitats lliurades i LA PART VENEDORA les hi retornarà en el ' +
  'termini màxim de quinze (15) dies naturals]]';

export const FINANCING_PARAGRAPH_CA =
  '[[{parte_compradora} té previst pagar part del preu amb un préstec de {entidad_financiacion} per import de ' +
  '{importe_financiacion_letras} ({importe_financiacion} €). Si aquesta entitat denega el finançament, ' +
  '{parte_compradora} podrà desistir del contracte d’acord amb l’article 621-49 del Codi civil de Catalunya sense ' +
  'perdre les quantitats lliurades, sempre que n’acrediti la denegació mitjançant una comunicació escrita de ' +
  'l’entitat tramesa a LA PART VENEDORA, com a màxim, el dia {fecha_limite_financiacion_dia} ' +
  '{fecha_limite_financiacion_mes} de {fecha_limite_financiacion_año}. Passat aquest dia sense que l’hagi ' +
  'acreditada, la denegació no justificarà el desistiment.||' +
  'El pagament del preu no depèn de l’obtenció de finançament: {parte_compradora} declara que disposa dels fons ' +
  'necessaris, de manera que l’eventual denegació d’un préstec que sol·liciti no l’eximirà de les conseqüències ' +
  'previstes per al seu desistiment.]]';

export const NOTARY_PARAGRAPH_CA =
  '{parte_compradora} designarà el notari de Barcelona davant el qual s’atorgarà l’escriptura i notificarà a LA ' +
  'PART VENEDORA, per escrit i per un mitjà que en deixi constància de la recepció, amb una antelació mínima de ' +
  'cinc (5) dies hàbils, la notaria, el dia i l’hora de l’atorgament, que no podran ser posteriors a la data límit ' +
  'indicada. Si deu (10) dies naturals abans d’aquesta data no ha rebut aquesta notificació, LA PART VENEDORA ' +
  'podrà designar un notari de Barcelona i notificar a {parte_compradora}, de la mateixa manera i amb la mateixa ' +
  'antelació, la notaria, el dia i l’hora de l’atorgament.';

export const DOCUMENTS_AT_DEED_CA =
  'En l’atorgament de l’escriptura, LA PART VENEDORA lliurarà a {parte_compradora} la cèdula d’habitabilitat ' +
  'vigent, el certificat d’eficiència energètica registrat, el certificat de la comunitat de propietaris que ' +
  'acrediti que està al corrent de pagament de les despeses comunes, l’últim rebut de l’impost sobre béns ' +
  'immobles, l’informe de la inspecció tècnica de l’edifici (ITE) amb el certificat d’aptitud o, si l’edifici ' +
  'encara no hi està obligat, la constància d’aquest fet, i la documentació relativa a les obres de reforma i a les ' +
  'instal·lacions de l’Immoble que tingui en el seu poder. LA PART VENEDORA declara que no li consta cap obra ' +
  'exigida per la inspecció tècnica de l’edifici pendent d’executar ni acordada per la comunitat de propietaris; ' +
  'si n’hi hagués, el cost anirà a càrrec seu.';

export const taxesClauseCa: Clause = clause(
  'DESPESES I IMPOSTOS',
  'Les despeses i els impostos derivats de la compravenda es pagaran d’acord amb la llei. Aniran a càrrec de LA ' +
    'PART VENEDORA les despeses d’atorgament de l’escriptura matriu, les de cancel·lació de càrregues, si escau, i ' +
    'l’impost sobre l’increment de valor dels terrenys de naturalesa urbana (plusvàlua municipal). Aniran a càrrec ' +
    'de {parte_compradora} les despeses de la primera còpia i de les següents, les d’inscripció al Registre de la ' +
    'Propietat, {impuestos_compraventa} i, si escau, les despeses derivades del seu finançament.',
);

const severalBuyersClause = clause(
  '{titulo_pluralidad}',
  '[[{solidaridad_compradores}]]',
  '{parte_compradora} no podrà cedir a tercers la seva posició en aquest contracte sense el consentiment previ i ' +
    'per escrit de LA PART VENEDORA.',
);

const noticesClause = clause(
  'NOTIFICACIONS',
  'Totes les comunicacions entre les Parts relatives a aquest contracte es faran per escrit i s’adreçaran als ' +
    'domicilis i a les adreces electròniques que figuren a l’encapçalament (en el cas de LA PART VENEDORA, a ' +
    '{vendedor_email}), per qualsevol mitjà que permeti deixar constància de la tramesa i de la recepció, sens ' +
    'perjudici de les formalitats específiques previstes en aquest contracte. Qualsevol canvi de domicili o d’adreça ' +
    'electrònica s’haurà de comunicar a l’altra Part perquè tingui efecte.',
);

const dataProtectionClause = clause(
  'PROTECCIÓ DE DADES PERSONALS',
  'D’acord amb el Reglament (UE) 2016/679 del Parlament Europeu i del Consell, de 27 d’abril de 2016 (RGPD), i amb ' +
    'la Llei orgànica 3/2018, de 5 de desembre, de protecció de dades personals i garantia dels drets digitals, ' +
    's’informa {parte_compradora} que les seves dades personals seran tractades per {vendedor_razon_social}, amb ' +
    'NIF {vendedor_cif} i domicili a {vendedor_domicilio}, com a responsable del tractament, amb la finalitat de ' +
    'gestionar la celebració, la signatura, l’execució i el compliment d’aquest contracte i de la compravenda de ' +
    'l’Immoble.',
  'La base jurídica del tractament és l’execució d’aquest contracte i el compliment de les obligacions legals ' +
    'aplicables (article 6.1, lletres b i c, del RGPD). ' +
    CONTRACT_RETENTION_TEXT.ca +
    ' Només es ' +
    'comunicaran a notaries, registres de la propietat, entitats financeres, administracions públiques i altres ' +
    'tercers quan sigui necessari per formalitzar la compravenda o ho exigeixi una norma amb rang de llei, inclosa ' +
    'la normativa de prevenció del blanqueig de capitals.',
  'Els titulars de les dades poden exercir els drets d’accés, rectificació, supressió, oposició, limitació del ' +
    'tractament i portabilitat adreçant-se per escrit a {vendedor_domicilio} o a {vendedor_email}, amb una còpia ' +
    'del document d’identitat, i presentar una reclamació davant l’Agència Espanyola de Protecció de Dades ' +
    '(www.aepd.es).',
);

const electronicSignatureClause = clause(
  'SIGNATURA ELECTRÒNICA',
  'Les Parts acorden subscriure aquest contracte mitjançant signatura electrònica, d’acord amb el Reglament (UE) ' +
    'núm. 910/2014 del Parlament Europeu i del Consell, de 23 de juliol de 2014, relatiu a la identificació ' +
    'electrònica i els serveis de confiança per a les transaccions electròniques al mercat interior (Reglament ' +
    'eIDAS), i amb la Llei 6/2020, d’11 de novembre, reguladora de determinats aspectes dels serveis electrònics de ' +
    'confiança.',
  'LA PART VENEDORA signa per mitjà del seu representant, {representante_nombre}, des de l’àrea d’administració de ' +
    'la plataforma de signatura, {acceso_firma_empresa}; la seva signatura, que ' +
    'queda registrada amb la data i l’hora, l’adreça IP i el navegador utilitzats, fixa el text del contracte i la ' +
    'seva empremta digital abans que es trameti a {parte_compradora} perquè el signi.',
  '{cada_comprador} signarà amb la seva signatura manuscrita digitalitzada, mitjançant un enllaç personal i ' +
    'intransferible tramès a la seva adreça electrònica. Com a evidència de cada signatura es registren l’adreça ' +
    'IP, el navegador utilitzat i la data i l’hora de la signatura, que queden vinculades al text íntegre del ' +
    'contracte, identificat amb la referència {referencia_contrato}, mitjançant la seva empremta digital ' +
    '(SHA-256), de manera que qualsevol alteració posterior del text seria detectable. Aquestes dades es tractaran ' +
    'amb l’única finalitat d’acreditar l’autenticitat i la integritat de les signatures.',
  'Les Parts reconeixen expressament la validesa i l’eficàcia de la signatura electrònica així feta com a ' +
    'manifestació del seu consentiment, en els termes de l’article 25 del Reglament eIDAS, segons el qual no es ' +
    'poden denegar efectes jurídics ni admissibilitat com a prova en procediments judicials a una signatura ' +
    'electrònica pel sol fet que estigui en format electrònic. El contracte quedarà perfeccionat quan l’hagin ' +
    'signat totes les Parts, i cadascuna en podrà descarregar un exemplar en format PDF.',
);

const jurisdictionClause = clause(
  'LLEI APLICABLE I JURISDICCIÓ',
  'Aquest contracte es regeix pel que s’hi ha pactat i, en el que no s’hi ha previst, pel Codi civil de Catalunya ' +
    'i la resta de la legislació civil aplicable a Catalunya i, supletòriament, pel Codi civil espanyol.',
  'Per resoldre qualsevol controvèrsia derivada de la interpretació o el compliment d’aquest contracte, les Parts ' +
    'se sotmeten als jutjats i tribunals de Barcelona, amb renúncia expressa a qualsevol altre fur que els pugui ' +
    'correspondre, sens perjudici del fur imperatiu que la llei reconegui a {parte_compradora} quan tingui la ' +
    'condició de persona consumidora.',
  '[[{texto_prevalente}]]',
);

/** The last clauses of every contract, in this order (as in Spanish). */
/** Què és un dia hàbil, perquè qualsevol pugui comptar els terminis del contracte de la mateixa manera. */
const termsClause = clause(
  'CÒMPUT DE TERMINIS',
  'A l’efecte d’aquest contracte, són dies hàbils tots els dies de l’any excepte els dissabtes, els diumenges i ' +
    'els dies festius estatals, els de Catalunya i els locals del municipi de Barcelona, segons el calendari ' +
    'oficial de cada any. Els terminis fixats en dies naturals comprenen tots els dies. Tots els terminis es ' +
    'computen a partir de l’endemà del dia en què es produeix el fet que els inicia.',
);

/** La sortida per la prevenció del blanqueig de capitals (docs/product.md#aml-clause). */
const amlClause = clause(
  'PREVENCIÓ DEL BLANQUEIG DE CAPITALS',
  'LA PART VENEDORA és subjecte obligat de la Llei 10/2010, de 28 d’abril, de prevenció del blanqueig de ' +
    'capitals i del finançament del terrorisme, i ha d’aplicar a {parte_compradora} les mesures de diligència ' +
    'deguda que aquesta llei exigeix, entre les quals la seva identificació i, quan escaigui, la ' +
    'comprovació de l’origen dels fons.',
  'LA PART VENEDORA només podrà resoldre aquest contracte per aquesta causa quan no pugui completar aquestes ' +
    'mesures perquè no se li hagin aportat la informació o els documents que la llei exigeix, o quan hi hagi un ' +
    'impediment legal per a l’operació, com ara la inclusió d’alguna de les Parts en una llista de sancions ' +
    'financeres; mai per la simple decisió de no assumir un risc. Haurà d’exercir aquesta facultat, mitjançant ' +
    'comunicació escrita a {parte_compradora}, en el termini màxim de trenta (30) dies naturals des de la data de ' +
    'signatura, i la comunicació indicarà únicament que no ha estat possible completar les mesures de diligència ' +
    'deguda exigides per la normativa de prevenció del blanqueig de capitals, sense cap altra explicació, tal com ' +
    'la mateixa llei exigeix.',
  'En aquest cas, LA PART VENEDORA retornarà íntegrament a {parte_compradora} totes les quantitats rebudes, sense ' +
    'cap deducció, penalització ni duplicació, en el termini màxim de quinze (15) dies naturals des de la ' +
    'comunicació, mitjançant transferència al compte de procedència dels fons, i cap de les Parts no podrà ' +
    'reclamar a l’altra cap quantitat per aquesta causa.',
  'Si en aquest termini de trenta (30) dies naturals LA PART VENEDORA no ha completat aquestes mesures ni ha ' +
    'exercit aquesta facultat, {parte_compradora} podrà resoldre el contracte mitjançant comunicació escrita, amb ' +
    'la mateixa devolució íntegra i en el mateix termini.',
);

export const CLOSING_CLAUSES_CA: readonly Clause[] = [
  termsClause,
  amlClause,
  severalBuyersClause,
  noticesClause,
  dataProtectionClause,
  electronicSignatureClause,
  jurisdictionClause,
];

export const SIGNATURE_PARAGRAPHS_CA: readonly string[] = [
  'I, en prova de conformitat amb tot el que s’ha exposat, les Parts signen electrònicament aquest contracte en ' +
    'el lloc i la data indicats a l’encapçalament.',
  'Per LA PART VENEDORA: {vendedor_razon_social}, representada per {representante_nombre}.',
  'Per {parte_compradora}: {compradores_nombres}.',
];
