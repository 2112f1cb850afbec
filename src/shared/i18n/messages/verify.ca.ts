import type { VerifyMessages } from './verify.es';

export const verifyCa: VerifyMessages = {
  'page.title': 'Verificar un contracte signat',
  'page.titleWithCompany': 'Verificar un contracte signat · {company}',
  'page.heading': 'Verificar un contracte signat',
  'page.intro':
    'Els contractes que signen totes les parts s’emeten en PDF amb un segell electrònic. Puja aquí el PDF per comprovar que és l’original i que ningú no l’ha modificat. Només se’n calcula l’empremta: el fitxer no es desa.',
  'page.home': '{company}, pàgina d’inici',
  'drop.active': 'Deixa anar el PDF aquí',
  'drop.idle': 'Arrossega aquí el PDF o fes clic per triar-lo',
  'drop.limit': 'Un fitxer PDF de fins a 20 MB.',
  'drop.label': 'PDF del contracte',
  'state.checking': 'S’està comprovant «{filename}»...',
  'state.again': 'Comprova un altre document',
  'error.failed': 'No s’ha pogut comprovar el document. Torna-ho a provar.',
  'error.notPdf': 'El fitxer no és un PDF.',
  'genuine.title': '✓ Document autèntic',
  'genuine.body':
    '«{filename}» és exactament el PDF que vam emetre quan es va signar el contracte, i el seu segell electrònic és vàlid: no s’ha modificat des d’aleshores.',
  'genuine.contract': 'Contracte',
  'genuine.signedAt': 'Signat per totes les parts',
  'genuine.madridTime': '{dateTime} (hora de Madrid)',
  'genuine.signers': 'Signants',
  'genuine.signerSignedAt': 'va signar el {dateTime}',
  'genuine.cancelled':
    'Atenció: aquest contracte es va anul·lar després de signar-se. El document és autèntic, però el contracte ja no és vigent.',
  'genuine.status': 'Estat actual',
  'genuine.status.signed': 'Signat',
  'genuine.status.completed': 'Completat',
  'genuine.status.cancelled': 'Anul·lat',
  'genuine.status.other': 'Pendent de signatures',
  'genuine.outcome': 'Després del pagament',
  'genuine.outcome.value':
    '{outcome, select, deed_signed {Escriptura de compravenda signada davant notari el {date}} buyer_withdrew {La part compradora va desistir el {date}: el contracte està extingit} other {La part venedora va desistir el {date}: el contracte està extingit}}',
  'genuine.sealedAt': 'Data del segell',
  'genuine.sealTimestamp': '{dateTime} (hora de Madrid), data certa de l’autoritat de segellat de temps «{authority}»',
  'genuine.sealServerClock':
    '{dateTime} (hora de Madrid), només segons el rellotge del nostre servidor: cap autoritat de segellat de temps no acredita aquesta data',
  'genuine.sealPending':
    '{dateTime} (hora de Madrid), de moment només segons el rellotge del nostre servidor: la data certa de l’autoritat de segellat de temps està pendent i s’afegirà al PDF tan bon punt arribi; torna’l a baixar més tard',
  'genuine.sealNewerCopy':
    '{dateTime} (hora de Madrid), segons el rellotge del nostre servidor: aquesta còpia no porta data certa, però la còpia del contracte que es baixa ara sí que la porta',
  'genuine.testMode':
    'DOCUMENT DE PROVA: es va signar mentre el web era en mode de prova, sense posar en marxa. No té validesa com a contracte.',
  'genuine.linkHandedOver': 'l’empresa va tenir el seu enllaç de signatura des del {dateTime}',
  'genuine.policy': 'Com van signar els compradors',
  'genuine.policy.value':
    '{emailCode, select, true {amb un codi rebut al correu electrònic} other {sense codi per correu}}; {buyerFile, select, true {amb l’expedient del comprador (Llei 10/2010) obligatori} other {sense expedient obligatori}}',
  'genuine.hash': 'Empremta SHA-256',
  'review.title': 'És la còpia de revisió, no el document signat',
  'review.body':
    '«{filename}» és la còpia per revisar del contracte {contractRef} ({typeName}), feta abans que signessin totes les parts. No porta les signatures ni el segell, per tant no és el document vàlid; que no coincideixi no vol dir que s’hagi alterat.',
  'review.sealed':
    'El document vàlid és el PDF segellat, que cada part va rebre per correu en completar-se les signatures. La seva empremta SHA-256 és:',
  'review.pending':
    'Encara falten signatures: quan signin totes les parts, cadascuna rebrà per correu el PDF segellat, que és el que pots comprovar aquí.',
  'unknown.title': 'No podem confirmar aquest document',
  'unknown.body':
    '«{filename}» no coincideix amb cap contracte segellat per nosaltres. Potser s’ha modificat després de signar-lo (n’hi ha prou de canviar un sol caràcter), és una còpia escanejada o impresa en PDF, o l’ha emès una altra empresa.',
  'unknown.next': 'Demana el PDF original a qui te l’ha enviat o posa’t en contacte amb nosaltres.',
  'unknown.hash': 'Empremta SHA-256 del fitxer:',
};
