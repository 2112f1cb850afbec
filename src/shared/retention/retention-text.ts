// The retention rule in words (docs/product.md#contract-retention): one sentence per language, which the privacy
// policy and every contract's data-protection clause both print, so the two can never say different things. The
// rule itself is src/shared/retention/contract-retention.ts. Changing a word here changes the text of contracts
// frozen from then on (those already frozen keep theirs).
import { COMPLIANCE_ONLY_YEARS, DELETE_AFTER_YEARS, DRAFT_DELETE_MONTHS } from './contract-retention';

type RetentionLanguage = 'es' | 'ca' | 'en';

const WORDS: Record<RetentionLanguage, Record<number, string>> = {
  es: { 5: 'cinco', 10: 'diez', 12: 'doce' },
  ca: { 5: 'cinc', 10: 'deu', 12: 'dotze' },
  en: { 5: 'five', 10: 'ten', 12: 'twelve' },
};
const n = (language: RetentionLanguage, value: number) => WORDS[language][value] ?? String(value);

export const CONTRACT_RETENTION_TEXT: Readonly<Record<RetentionLanguage, string>> = {
  es:
    'Los datos, el contrato y sus documentos, el registro de evidencias de las firmas, los pagos, los correos y el ' +
    'expediente de diligencia debida (Ley 10/2010) se conservan mientras dura la relación contractual. Desde el día en que esta termina ' +
    '(escritura, desistimiento o resolución, mutuo acuerdo, condición no cumplida, anulación o caducidad; si nunca ' +
    'lo firmó quien compra, su anulación, caducidad o archivo, nunca la firma) quedan bloqueados: solo los ' +
    'consultan los propietarios de la empresa por un motivo legal, que queda registrado, y se conservan a disposición ' +
    `de jueces, tribunales y administraciones públicas; pasados ${n('es', COMPLIANCE_ONLY_YEARS)} años, el ` +
    'expediente de diligencia debida solo lo abre la persona responsable de la prevención del blanqueo de capitales, y a ' +
    `los ${n('es', DELETE_AFTER_YEARS)} años todo se suprime, salvo que una obligación legal exija retenerlo, y solo ` +
    `queda constancia de que existió. Los borradores que no se llegan a enviar se suprimen ${n('es', DRAFT_DELETE_MONTHS)} ` +
    'meses después de su último cambio.',
  ca:
    'Les dades, el contracte i els seus documents, el registre d’evidències de les signatures, els pagaments, els ' +
    'correus i l’expedient del comprador es conserven mentre dura la relació contractual. Des del dia en què acaba ' +
    '(escriptura, desistiment o resolució, mutu acord, condició no complerta, anul·lació o caducitat; si cap ' +
    'comprador no va arribar a signar, la seva anul·lació, caducitat o arxivament, mai la signatura) queden ' +
    'bloquejats: només els consulten els propietaris de l’empresa per un motiu legal, que queda registrat, i es ' +
    'conserven a disposició de jutges, tribunals i administracions públiques; passats ' +
    `${n('ca', COMPLIANCE_ONLY_YEARS)} anys, l’expedient del comprador només l’obre la persona responsable de la ` +
    `prevenció del blanqueig de capitals, i als ${n('ca', DELETE_AFTER_YEARS)} anys tot se suprimeix, tret que una ` +
    'obligació legal exigeixi retenir-ho, i només queda constància que va existir. Els esborranys que no s’arriben a ' +
    `enviar se suprimeixen ${n('ca', DRAFT_DELETE_MONTHS)} mesos després del darrer canvi.`,
  en:
    'The data, the contract and its documents, the record of signature evidence, the payments, the emails and the ' +
    'buyer’s file are kept for as long as the contractual relationship lasts. From the day it ends (deed, withdrawal ' +
    'or termination, mutual agreement, unmet condition, cancellation or lapse; if no buyer ever signed, its ' +
    'cancellation, lapse or archiving, never the signature) they are blocked: only the company’s owners consult ' +
    'them, for a legal reason that is recorded, and they are kept available to courts, tribunals and public ' +
    `authorities; after ${n('en', COMPLIANCE_ONLY_YEARS)} years the buyer’s file is opened only by the person ` +
    `responsible for anti-money-laundering compliance, and after ${n('en', DELETE_AFTER_YEARS)} years everything is ` +
    'erased, unless a legal obligation requires it to be retained, leaving only a record that it existed. Drafts ' +
    `never sent are erased ${n('en', DRAFT_DELETE_MONTHS)} months after their last change.`,
};
