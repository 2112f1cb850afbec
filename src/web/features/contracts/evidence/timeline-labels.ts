import type { TimelineEntryDto } from '#shared/api/timeline-dtos.ts';
import { CONTRACT_OUTCOME_LABELS, type ContractOutcome } from '#shared/contract-lifecycle/index.ts';
import { formatDate, formatDateTime } from '#shared/format/dates.ts';
import { formatEuros } from '#shared/format/number-format.ts';

/** What each evidence entry is called in the admin's timeline; unknown kinds show as they are. */
export const TIMELINE_TITLES: Record<string, string> = {
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
};

const PAYMENT_TYPES: Record<string, string> = { arras: 'Arras', reserva: 'Reserva' };

/** Label and value pairs worth showing for an entry, in reading order. */
export function timelineFacts(entry: TimelineEntryDto): [string, string][] {
  const d = entry.details;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
  const facts: [string, string | null][] = [
    ['Comprador', entry.buyer ? `${entry.buyer.name} <${entry.buyer.email}>` : null],
    ['Destinatario', text(d.to)],
    ['Destinatarios', text(d.recipients)],
    ['Recordatorio', typeof d.reminder === 'number' ? `${d.reminder} de ${text(d.of) ?? '?'}` : null],
    ['Huella del documento', text(d.document_sha256) ?? text(d.sha256)],
    ['Huella del texto firmado', text(d.signed_text_sha256)],
    ['Huella de la firma', text(d.signature_sha256)],
    ['Certificado', text(d.certificate_subject)],
    ['Huella del certificado', text(d.certificate_fingerprint)],
    ['Huella del PDF', text(d.pdf_sha256)],
    ['Autoridad de sellado de tiempo', text(d.timestamp_authority)],
    ['Fecha cierta (sello de tiempo)', typeof d.timestamped_at === 'string' ? formatDateTime(d.timestamped_at) : null],
    [
      'Sello de tiempo del documento',
      typeof d.document_timestamped_at === 'string' ? formatDateTime(d.document_timestamped_at) : null,
    ],
    ['Tipo de pago', typeof d.payment_type === 'string' ? (PAYMENT_TYPES[d.payment_type] ?? d.payment_type) : null],
    ['Importe', typeof d.amount === 'number' ? formatEuros(d.amount) : null],
    ['Referencia', text(d.reference)],
    ['Ordenante', text(d.payer_name)],
    [
      'Resultado',
      typeof d.outcome === 'string' ? (CONTRACT_OUTCOME_LABELS[d.outcome as ContractOutcome] ?? d.outcome) : null,
    ],
    // A YYYY-MM-DD date reads as UTC midnight, which is that same day in Madrid.
    ['Fecha', entry.kind === 'outcome_recorded' ? formatDate(text(d.date)) : null],
    ['Notario', text(d.notary)],
    ['Protocolo', text(d.protocol)],
    ['A devolver', typeof d.refund_amount === 'number' ? formatEuros(d.refund_amount) : null],
    ['Devolver como muy tarde el', formatDate(text(d.refund_due_date))],
    ['Motivo', text(d.reason)],
    ['Dirección IP', entry.ip],
    ['Navegador', entry.user_agent],
    ['Por', entry.actor && !entry.buyer ? entry.actor : null],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '');
}
