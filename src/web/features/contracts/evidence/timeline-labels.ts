import type { TimelineEntryDto } from '#shared/api/timeline-dtos.ts';
import { parseContractEventDetails, type ReadContractEvent } from '#shared/contract-lifecycle/event-details.ts';
import {
  CONTRACT_OUTCOME_LABELS,
  paymentAmountCents,
  readOutcome,
  type ContractEventName,
} from '#shared/contract-lifecycle/index.ts';
import { formatDate, formatDateTime } from '#shared/format/dates.ts';
import { formatEuros } from '#shared/format/number-format.ts';
import { isMailKind, type MailKind } from '#shared/mail-lifecycle/timeline-kinds.ts';
import { centsToEuros, type Cents } from '#shared/money/cents.ts';
import type { PaymentType } from '#shared/schemas/payment-schema.ts';

/** What each evidence entry is called in the admin's timeline: every contract event and every mail entry, once. */
export const TIMELINE_TITLES: Record<ContractEventName | MailKind, string> = {
  created: 'Contrato creado',
  admin_signed: 'Firmado por la empresa',
  emails_sent: 'Enlaces de firma enviados',
  link_resent: 'Enlace de firma reenviado',
  reminder_sent: 'Recordatorio enviado',
  viewed: 'Enlace abierto',
  email_code_sent: 'Código enviado por email',
  email_code_verified: 'Código por email verificado',
  buyer_signed: 'Firma del comprador',
  signed: 'Firmado por todas las partes',
  sealed: 'PDF final sellado',
  seal_pending: 'Sello pendiente de fecha cierta',
  timestamped: 'Fecha cierta añadida al sello',
  final_document_sent: 'Correo con el contrato firmado en cola',
  final_mail_delivered: 'Correo con el contrato firmado entregado',
  final_mail_failed: 'Correo con el contrato firmado no entregado',
  payment_created: 'Instrucciones de pago creadas',
  payment_links_sent: 'Enlaces de pago enviados a los compradores',
  payment_confirmed: 'Pago confirmado',
  outcome_recorded: 'Resultado registrado',
  archived: 'Contrato archivado',
  cancelled: 'Contrato anulado',
  link_handed_over: 'Enlace de firma entregado a la empresa',
  lapse_recorded: 'Registrado que caducó',
  withdrawal_declared: 'Desistimiento de un comprador',
  outcome_corrected: 'Resultado corregido',
  termination_offered: 'Acuerdo de resolución ofrecido',
  termination_signed: 'Acuerdo de resolución firmado',
};

/** An entry's title; a kind a newer server sends before this page knows it shows as it is. */
export const timelineTitle = (kind: string): string =>
  Object.hasOwn(TIMELINE_TITLES, kind) ? TIMELINE_TITLES[kind as keyof typeof TIMELINE_TITLES] : kind;

const PAYMENT_TYPES: Record<PaymentType, string> = { arras: 'Arras', reserva: 'Reserva' };
const paymentType = (type: string) => PAYMENT_TYPES[type as PaymentType] ?? type;

type Fact = [string, string | number | null | undefined];

/** The facts of a contract event whose details passed its schema (decision 030), in reading order. */
function eventFacts(read: Extract<ReadContractEvent, { valid: true }>): Fact[] {
  switch (read.event) {
    case 'admin_signed': {
      const missing = read.details.missing_information;
      return [
        ['Huella del documento', read.details.sha256],
        ['Huella de la traducción de cortesía (inglés)', read.details.courtesy_sha256],
        // Art. 60.3: signed although the information sheet said «No consta todavía» (docs/product.md#each-readers-documents).
        ['Aviso: la ficha no consta en', missing?.items.join(', ')],
        ['Motivo del propietario para firmar así', missing && (missing.override_reason ?? 'Ninguno (modo de prueba)')],
      ];
    }
    case 'signed':
      return [['Huella del documento', read.details.sha256]];
    case 'emails_sent':
    case 'payment_links_sent':
      return [['Destinatarios', read.details.recipients]];
    case 'reminder_sent':
      return [['Recordatorio', `${read.details.reminder} de ${read.details.of}`]];
    case 'buyer_signed':
      return [
        ['Huella del texto firmado', read.details.signed_text_sha256],
        ['Huella de la firma', read.details.signature_sha256],
      ];
    case 'sealed':
      return [
        ['Certificado', read.details.certificate_subject],
        ['Huella del certificado', read.details.certificate_fingerprint],
        ['Huella del PDF', read.details.pdf_sha256],
        ['Huella de la traducción de cortesía (inglés)', read.details.courtesy_sha256],
        ['Autoridad de sellado de tiempo', read.details.timestamp_authority],
        ['Fecha cierta (sello de tiempo)', read.details.timestamped_at && formatDateTime(read.details.timestamped_at)],
      ];
    case 'timestamped':
      return [
        ['Huella del PDF', read.details.pdf_sha256],
        ['Autoridad de sellado de tiempo', read.details.timestamp_authority],
        ['Fecha cierta (sello de tiempo)', formatDateTime(read.details.timestamped_at)],
        ['Sello de tiempo del documento', formatDateTime(read.details.document_timestamped_at)],
      ];
    case 'final_document_sent':
      return [
        ['Destinatarios', read.details.recipients],
        ['Huella del PDF', read.details.pdf_sha256],
        ['Huella de la traducción de cortesía adjunta', read.details.courtesy_sha256],
      ];
    case 'payment_created':
    case 'payment_confirmed': {
      const payment: Fact[] = [
        ['Tipo de pago', paymentType(read.details.payment_type)],
        // Cents since decision 051, euros in the events recorded before it: one reader for both.
        ['Importe', formatEuros(centsToEuros(paymentAmountCents(read.details)))],
        ['Referencia', read.details.reference],
      ];
      if (read.event === 'payment_created') return payment;
      return [...payment, ['Ordenante', read.details.payer_name], ['Motivo', read.details.reason]];
    }
    case 'outcome_recorded': {
      // Records before wave 5 kept euros; since then cents (one reader: readOutcome).
      const record = readOutcome(read.details);
      const money = (cents: Cents | null) => (cents === null ? null : formatEuros(centsToEuros(cents)));
      return [
        ['Resultado', CONTRACT_OUTCOME_LABELS[record.outcome]],
        // A YYYY-MM-DD date reads as UTC midnight, which is that same day in Madrid.
        ['Fecha', formatDate(record.date)],
        ['Notario', record.notary],
        ['Protocolo', record.protocol],
        ['Cláusula', record.clause],
        ['La empresa hace suyo', money(record.forfeited_cents)],
        ['A devolver', money(record.refund_cents)],
        ['Devolver como muy tarde el', formatDate(record.refund_due_date)],
        ['Motivo', record.reason],
      ];
    }
    case 'seal_pending':
    case 'cancelled':
    case 'lapse_recorded':
      return [['Motivo', read.details.reason]];
    case 'link_handed_over':
      return [
        ['Comprador', read.details.buyer_order],
        ['Entregado a', read.details.person],
      ];
    case 'withdrawal_declared':
      return [
        ['Comprador', read.details.buyer_order],
        ['Cómo', read.details.via === 'link' ? 'Con su enlace, firmado a mano' : 'Declaración escrita subida'],
        ['Huella de la declaración', read.details.statement_sha256 ?? read.details.document_sha256],
        ['Huella de la firma', read.details.signature_sha256],
      ];
    case 'outcome_corrected':
      return [
        ['Resultado', CONTRACT_OUTCOME_LABELS[read.details.outcome]],
        ['Fecha', formatDate(read.details.date)],
        ['Corrige la comunicación del', formatDateTime(read.details.corrects)],
        ['Motivo de la corrección', read.details.correction_reason],
      ];
    case 'termination_offered':
      return [
        ['Importe a devolver', formatEuros(centsToEuros(read.details.amount_cents))],
        ['Devolver como muy tarde el', formatDate(read.details.deadline)],
        ['La oferta caduca el', formatDateTime(read.details.expires_at)],
        ['Huella del acuerdo', read.details.sha256],
      ];
    case 'termination_signed':
      return [
        [
          'Firmado por',
          read.details.party === 'company'
            ? 'La empresa'
            : read.details.party === 'paper'
              ? 'En papel'
              : `Comprador ${read.details.buyer_order}`,
        ],
        ['Huella del acuerdo', read.details.sha256],
      ];
    case 'created':
    case 'viewed':
    case 'archived':
    case 'email_code_sent':
    case 'email_code_verified':
    case 'link_resent':
      return [];
  }
}

/** Details that match no schema (an older release, a hand-edited row) are evidence too: shown as stored, key by key. */
const storedFacts = (details: Record<string, unknown>): Fact[] =>
  Object.entries(details).map(([key, value]) => [
    key,
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null,
  ]);

function detailFacts(entry: TimelineEntryDto): Fact[] {
  if (isMailKind(entry.kind)) {
    const { to, attempts } = entry.details;
    return [
      ['Destinatario', typeof to === 'string' ? to : null],
      ['Intentos', typeof attempts === 'number' ? attempts : null],
    ];
  }
  const read = parseContractEventDetails(entry.kind, entry.details);
  if (!read.valid) return storedFacts(read.details);
  // The server adds the frozen text's hash to each signature: it is what the signature binds.
  const { document_sha256: signedDocument } = entry.details;
  return [
    [
      'Huella del documento',
      read.event === 'buyer_signed' && typeof signedDocument === 'string' ? signedDocument : null,
    ],
    ...eventFacts(read),
  ];
}

/** Label and value pairs worth showing for an entry, in reading order. */
export function timelineFacts(entry: TimelineEntryDto): [string, string][] {
  const facts: Fact[] = [
    ['Comprador', entry.buyer ? `${entry.buyer.name} <${entry.buyer.email}>` : null],
    ...detailFacts(entry),
    ['Dirección IP', entry.ip],
    ['Navegador', entry.user_agent],
    ['Por', entry.actor && !entry.buyer ? entry.actor : null],
  ];
  return facts.flatMap(([label, value]) =>
    value === null || value === undefined || value === '' ? [] : [[label, String(value)] as [string, string]],
  );
}
