import type { PaymentMessages } from './payment.es';

// The chrome of the buyer's payment page in Catalan (docs/product.md §11.2).
export const paymentCa: PaymentMessages = {
  'page.title': 'Instruccions de pagament',
  'page.titleWithCompany': 'Instruccions de pagament | {company}',
  'page.secure': 'Pagament segur per transferència',
  'page.loading': 'S’estan carregant les dades del pagament...',
  'page.print': 'Imprimeix o desa en PDF',
  'page.contract': '{contractTypeName} · Contracte {contractShortId}',
  'page.concept': '{paymentType, select, arras {Pagament de les arres} other {Pagament de la reserva}}',
  'amount.title': 'Import a transferir',
  'amount.total': 'Import total a transferir, en una sola transferència',
  'buyers.title': 'Una sola transferència per l’import total',
  'buyers.several':
    'Aquest import és el total del contracte per a tots els compradors ({buyers}). Feu una sola transferència per l’import complet, sense dividir-la: la pot fer qualsevol de vosaltres des d’un compte a nom seu.',
  'buyers.one': 'Fes la transferència des d’un compte a nom teu.',
  'buyers.why':
    'La llei de prevenció del blanqueig de capitals (Llei 10/2010) ens obliga a comprovar que els diners surten d’un compte de qui compra. Un pagament des del compte d’una altra persona no es confirma automàticament.',
  'instant.title': 'Paga amb una transferència immediata SEPA',
  'instant.body':
    'Tria «transferència immediata» al teu banc: els diners arriben en pocs segons, qualsevol dia i a qualsevol hora. Abans d’enviar-la, el banc et mostrarà una comprovació del nom del beneficiari: escriu-lo exactament com apareix aquí perquè coincideixi amb el titular del compte.',
  'details.title': 'Dades de la transferència',
  'details.beneficiary': 'Beneficiari',
  'details.copyBeneficiary': 'Copia el beneficiari',
  'details.beneficiaryHint': 'Escriu-lo exactament així: el banc comprovarà que coincideix amb el titular del compte.',
  'details.iban': 'IBAN',
  'details.copyIban': 'Copia l’IBAN',
  'details.bank': 'Banc',
  'details.bic': 'BIC/SWIFT',
  'details.copyBic': 'Copia el BIC',
  'details.amount': 'Import',
  'details.copyAmount': 'Copia l’import',
  'details.reference': 'Concepte (referència)',
  'details.copyReference': 'Copia la referència',
  'details.referenceHint': 'Indica-la sense canvis: així identifiquem el teu pagament.',
  'copy.copy': 'Copia',
  'copy.copied': 'Copiat',
  'copy.failed': 'No s’ha pogut copiar automàticament. Si us plau, copia-ho manualment.',
  'qr.title': 'Paga amb el mòbil',
  'qr.alt': 'Codi QR de transferència SEPA: {amount} a {beneficiary}',
  'qr.caption':
    'Escaneja’l amb l’app del teu banc (opció «Pagar amb QR» o «Escanejar») i s’ompliran el beneficiari, l’IBAN, l’import i la referència.',
  'steps.title': 'Com pagar',
  'steps.one': 'Obre l’app o la banca en línia del teu banc i tria «transferència immediata».',
  'steps.two': 'Escaneja el codi QR o copia les dades: beneficiari, IBAN, import i referència.',
  'steps.three': 'Comprova que el nom del beneficiari coincideix i confirma la transferència.',
  'steps.four': 'Quan rebem el pagament t’enviarem un correu de confirmació. No cal que ens enviïs el justificant.',
  'pending.title': 'Dades bancàries pendents — contacta amb {company}',
  'pending.body':
    'Encara no et podem mostrar el compte on has de transferir. Posa’t en contacte amb {company} i t’indicarem com fer el pagament. No facis cap transferència fins que tinguis les dades del compte.',
  'pending.email': 'Correu electrònic:',
  'pending.phone': 'Telèfon:',
  'pending.reference': 'Referència del teu pagament:',
  'lang.label': 'Idioma de la pàgina',
  'awaiting.title': 'El contracte està pendent de signatura',
  'awaiting.body':
    'Encara falta que alguna de les parts signi el contracte. Quan l’hagin signat totes, aquesta mateixa pàgina et mostrarà el compte, la referència i el codi QR per fer la transferència.',
  'awaiting.amount': 'Import que hauràs de transferir llavors: {amount}.',
  'awaiting.noTransfer': 'No facis cap transferència fins aleshores.',
  'awaitingFile.title': 'Cal completar la identificació abans del pagament',
  'awaitingFile.body':
    'La llei de prevenció del blanqueig de capitals (Llei 10/2010) obliga {company} a identificar cada comprador i a revisar-ne l’expedient abans de rebre cap pagament. Quan tot estigui a punt, aquesta mateixa pàgina et mostrarà el compte, la referència i el codi QR per fer la transferència.',
  'awaitingFile.help':
    'Si encara no has pujat el teu document d’identitat o no has completat les teves declaracions, fes-ho des del teu enllaç de signatura, o posa’t en contacte amb nosaltres.',
  'deadline.title': 'Termini',
  'deadline.body':
    'Fes la transferència com a molt tard el {date}: el contracte dona {days} {business, select, yes {dies hàbils (sense comptar dissabtes, diumenges ni festius)} other {dies naturals}} des que el van signar totes les parts. Si no pots pagar a temps, avisa’ns abans.',
  'deadline.clause':
    '{hasClause, select, yes {Ho diu {clause} del contracte signat:} other {Ho diu el contracte signat:}}',
  'fraud.title': 'Mai no canviem el nostre compte per correu electrònic ni per telèfon',
  'fraud.body':
    '{company} no et demanarà mai per correu, telèfon o missatge que paguis a un altre compte. Si algú t’ho demana, encara que sembli que som nosaltres, no paguis i truca’ns a un número que ja coneguis. L’únic compte vàlid és el que figura al contracte que vas signar.',
  'fraud.checkIban':
    'Abans de transferir, comprova que l’IBAN {iban} coincideix amb el que figura {hasClause, select, yes {en {clause} del} other {al}} contracte signat.',
  'fraud.ibanMismatch':
    'Atenció: l’IBAN d’aquesta pàgina no coincideix amb el del contracte signat ({contractIban}). No facis la transferència i truca a {company} a un número que ja coneguis.',
  'abroad.title': 'Si pagues des de fora de la zona euro',
  'abroad.body':
    'Si el teu banc és en un país SEPA, fes una transferència SEPA en euros tal com s’explica més amunt. Si no, demana al teu banc una transferència internacional (SWIFT) en euros a aquest IBAN, amb el BIC {bic}, i posa la referència al concepte.',
  'abroad.fees':
    'Han d’arribar exactament {amount}: tria que les comissions les paguis tu (opció «OUR») i envia euros, no la teva moneda, perquè cap banc intermediari no en descompti res. Aquestes transferències triguen d’un a cinc dies laborables; envia-la amb temps.',
  'received.title': 'Pagament rebut',
  'received.body':
    'Hem rebut la teva transferència de {amount}{paidAt, select, none {} other { i la vam confirmar el {paidAt}}}. No cal que facis res més.',
  'received.reference': 'Referència',
  'received.settlesAll':
    'Aquest pagament val per a tots els compradors del contracte ({buyers}): no cal cap altra transferència.',
  'cancelled.title': 'Aquest pagament ja no està disponible',
  'cancelled.body': 'El contracte associat a aquest pagament s’ha anul·lat. No facis la transferència.',
  'cancelled.contact': 'Si tens qualsevol dubte, posa’t en contacte amb nosaltres.',
  'invalid.title': 'Enllaç de pagament no vàlid',
  'invalid.body': 'L’enllaç no és correcte o ha deixat de funcionar. Comprova que l’has copiat sencer.',
  'invalid.help':
    'Si el problema continua, demana un enllaç nou a qui te’l va enviar. No facis cap transferència fins aleshores.',
  'loadError.title': 'No s’han pogut carregar les dades del pagament',
  'loadError.unknown': 'Error desconegut',
  'loadError.network': 'No s’ha pogut connectar amb el servidor.',
  'loadError.retry': 'Torna-ho a provar',
};
