import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';

import { ibanCountry, isEuEeaIban } from '#shared/banking/eu-eea.ts';
import { formatIban } from '#shared/banking/iban.ts';
import { PAYMENT_STATUS } from '#shared/contract-lifecycle/index.ts';
import { getContractType } from '#shared/contract-types/index.ts';
import { formatEuros } from '#shared/format/amount-words.ts';
import { formatDate, formatDateTime } from '#shared/format/dates.ts';
import { centsToEuros } from '#shared/money/cents.ts';
import { FUNDS_ORIGIN_LABELS, RISK_LABELS, type BuyerDeclarations } from '#shared/schemas/buyer-file-schema.ts';
import type { IdentificationDto } from '#shared/schemas/identification-schema.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { payments } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import type { Actor } from '#server/lib/audit.ts';
import { renderFactSheetPdf, type FactSheet } from '#server/lib/pdf/fact-sheet-pdf.ts';
import { loadFile } from '#server/lib/storage.ts';

import { confirmedPaymentsOf, identificationAnswer } from './identification';
import { declarationsOf, personNames, type BuyerFile } from './queries';
import { PEP_RISK_REASON } from './save-buyer-declarations';
import { readBuyerFile, type BuyerFileView } from './view-buyer-file';

type Fact = { label: string; value: string };

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');
const ownerText = (owner: { name: string; id_document: string; ownership?: string | null }) =>
  [owner.name, owner.id_document, owner.ownership].filter((part) => part && part.trim() !== '').join(' · ');

function declarationFacts(declarations: BuyerDeclarations | null): Fact[] {
  if (!declarations) return [{ label: 'Declaraciones', value: 'El comprador todavía no ha hecho sus declaraciones.' }];
  return [
    { label: 'Actúa en su propio nombre', value: yesNo(declarations.acts_on_own_behalf) },
    ...(declarations.beneficial_owner
      ? [{ label: 'Actúa por cuenta de (titular real)', value: ownerText(declarations.beneficial_owner) }]
      : []),
    { label: 'Compra como sociedad', value: yesNo(declarations.is_company) },
    ...declarations.company_beneficial_owners.map((owner, index) => ({
      label: `Titular real de la sociedad ${index + 1}`,
      value: ownerText(owner),
    })),
    { label: 'Responsabilidad pública (PRP)', value: yesNo(declarations.is_pep) },
    ...(declarations.pep_details ? [{ label: 'Cargo público', value: declarations.pep_details }] : []),
    { label: 'Profesión o actividad', value: declarations.occupation },
    { label: 'Origen de los fondos', value: FUNDS_ORIGIN_LABELS[declarations.funds_origin_category] },
    { label: 'Explicación del origen de los fondos', value: declarations.funds_origin_details },
  ];
}

/**
 * Photos go into the PDF as pictures (WebP converted); a PDF document is listed by its fingerprint only. A photo that
 * does not decode (stored before uploads were decoded) is listed as unreadable: one bad document never stops the export.
 */
async function documentImages(
  db: Executor,
  file: BuyerFile,
): Promise<{ images: NonNullable<FactSheet['images']>; unreadable: Set<number> }> {
  const images: NonNullable<FactSheet['images']> = [];
  const unreadable = new Set<number>();
  for (const [index, document] of file.documents.entries()) {
    if (document.contentType === 'application/pdf') continue;
    const stored = await loadFile(db, document.fileId);
    if (!stored) continue;
    try {
      const data = await sharp(stored.data, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        .jpeg()
        .toBuffer();
      const what = document.kind === 'funds' ? 'Origen de los fondos' : 'Documento de identidad';
      images.push({ caption: `${what} ${index + 1}: ${document.filename}`, data });
    } catch {
      unreadable.add(document.id);
    }
  }
  return { images, unreadable };
}

async function buyerFileSheet(
  { tx, aggregate, buyer, file }: BuyerFileView,
  actor: Actor,
  now: Date,
): Promise<FactSheet> {
  const present = file!;
  const { row } = present;
  const company = await companyDetails(tx);
  const names = await personNames(tx, [row.reviewedBy, row.highRiskConfirmedBy]);
  const nameOf = (id: number | null) => (id === null ? 'persona eliminada' : (names.get(id) ?? 'persona eliminada'));
  const { contract } = aggregate;
  const address = contract.contractData.direccion_inmueble;
  const { images, unreadable } = await documentImages(tx, present);
  const paid = await confirmedPaymentsOf(tx, contract.id);
  const identification = await identificationAnswer(tx, aggregate, buyer, row, paid);
  const { documentFacts, fundsFacts } = await uploadedDocumentFacts(tx, present, unreadable);
  return {
    title: 'Expediente de diligencia debida del comprador',
    intro: [
      'Ley 10/2010, de prevención del blanqueo de capitales, arts. 3 a 6 y 25; Real Decreto 304/2014, arts. 6 y 21.',
      `Emitido el ${formatDateTime(now)} por ${actor.name}. Documento reservado para el archivo de cumplimiento de la empresa.`,
    ],
    lang: 'es-ES',
    author: company.legal_name || company.company_name || '',
    sections: [
      {
        heading: 'Operación',
        facts: [
          { label: 'Empresa (sujeto obligado)', value: company.legal_name || company.company_name || '—' },
          {
            label: 'Contrato',
            value: `${getContractType(contract.contractType)?.name ?? contract.contractType} · ${contract.id}`,
          },
          ...(typeof address === 'string' && address.trim() !== '' ? [{ label: 'Inmueble', value: address }] : []),
        ],
      },
      {
        heading: 'Identificación del comprador (art. 3)',
        facts: [
          { label: 'Nombre', value: buyer.name },
          { label: 'DNI/NIE o pasaporte', value: buyer.dni },
          { label: 'Email', value: buyer.email },
          ...(documentFacts.length > 0
            ? documentFacts
            : [{ label: 'Documento de identidad', value: 'No aportado todavía.' }]),
          ...identificationFacts(identification),
        ],
      },
      {
        heading: 'Origen de los fondos o del patrimonio: documentos (art. 14)',
        facts: fundsFacts.length > 0 ? fundsFacts : [{ label: 'Documentos', value: 'Ninguno en el expediente.' }],
      },
      {
        heading: 'Pagos recibidos (RD 304/2014, art. 21)',
        facts: await paymentFacts(tx, contract.id),
      },
      {
        heading: 'Declaraciones del comprador (arts. 4 a 6 y 14)',
        facts: [
          ...declarationFacts(declarationsOf(row)),
          ...(row.declaredAt
            ? [{ label: 'Declarado', value: `${formatDateTime(row.declaredAt)} por ${row.declaredBy ?? '—'}` }]
            : []),
        ],
      },
      {
        heading: 'Valoración del riesgo',
        facts: riskFacts(row, nameOf),
      },
      {
        heading: 'Conservación (art. 25)',
        facts: [
          {
            label: 'Conservar hasta',
            value: row.retentionUntil
              ? formatDate(row.retentionUntil)
              : 'Diez años desde el fin de la relación de negocio (todavía en curso).',
          },
        ],
      },
    ],
    images,
    footer: 'Expediente de diligencia debida · Documento reservado: no forma parte del contrato ni del PDF sellado.',
  };
}

/** The owner's assessment of the risk, and the express approval a high risk needs (art. 14). */
function riskFacts(row: BuyerFile['row'], nameOf: (id: number | null) => string): Fact[] {
  return row.risk
    ? [
        { label: 'Riesgo', value: RISK_LABELS[row.risk] },
        { label: 'Motivo', value: row.riskReason ?? '' },
        {
          label: 'Valorado',
          value: `${row.reviewedAt ? formatDateTime(row.reviewedAt) : '—'} ${row.riskReason === PEP_RISK_REASON ? 'automáticamente, por la declaración de persona con responsabilidad pública (PEP)' : `por ${nameOf(row.reviewedBy)}`}`,
        },
        ...(row.risk === 'high'
          ? [
              {
                label: 'Aprobación expresa de un propietario (art. 14)',
                value: row.highRiskConfirmedAt
                  ? `${formatDateTime(row.highRiskConfirmedAt)} por ${nameOf(row.highRiskConfirmedBy)}`
                  : 'Pendiente: no se puede firmar ni cobrar hasta que un propietario lo apruebe',
              },
              ...(row.highRiskConfirmedAt
                ? [{ label: 'Motivo de la aprobación', value: row.highRiskConfirmReason ?? 'No se indicó' }]
                : []),
            ]
          : []),
      ]
    : [{ label: 'Riesgo', value: 'Sin valorar todavía.' }];
}

/**
 * Each document by its fingerprint, who gave it and how: identity documents on one side, the evidence of the source
 * of the funds (art. 14) on the other.
 */
async function uploadedDocumentFacts(tx: Executor, file: BuyerFile, unreadable: Set<number>) {
  const documentFacts: Fact[] = [];
  const fundsFacts: Fact[] = [];
  for (const [index, document] of file.documents.entries()) {
    const stored = await loadFile(tx, document.fileId);
    const facts = document.kind === 'funds' ? fundsFacts : documentFacts;
    facts.push({
      label: `${document.kind === 'funds' ? 'Origen de los fondos' : 'Documento'} ${index + 1}`,
      value: `${document.filename} (${document.contentType}, ${Math.ceil(document.size / 1024)} KB), aportado por ${
        document.uploadedBy === 'buyer'
          ? 'el comprador en su página de firma (identificación no presencial)'
          : 'la empresa'
      } el ${formatDateTime(document.uploadedAt)}. SHA-256: ${stored?.sha256 ?? '—'}${
        unreadable.has(document.id) ? '. ILEGIBLE: el archivo no se puede abrir; retíralo y pide uno nuevo' : ''
      }`,
    });
  }
  return { documentFacts, fundsFacts };
}

/** How the buyer's identity was verified, or the open item while it is not (docs/product.md#identified-buyers). */
function identificationFacts(identification: IdentificationDto): Fact[] {
  if (!identification.verified)
    return [
      {
        label: 'Verificación de la identidad',
        value: `${identification.open_item ? 'PENDIENTE. ' : ''}${identification.label}`,
      },
    ];
  return [
    { label: 'Verificación de la identidad', value: identification.label },
    ...(identification.reason
      ? [
          {
            label: 'Medida registrada',
            value: `${identification.reason} (${identification.by ?? '—'}, ${identification.at ? formatDateTime(new Date(identification.at)) : '—'})`,
          },
        ]
      : []),
  ];
}

const accountText = (iban: string | null): string => {
  if (!iban) return 'No consta';
  const country = ibanCountry(iban);
  const place = country === null ? '' : ` (${country})`;
  return `${formatIban(iban)}${place}${isEuEeaIban(iban) === false ? ' — FUERA DE LA UE/EEE' : ''}`;
};

/**
 * The contract's payments as confirmed: payer, ordering account with its country (an account outside the EU/EEA is
 * flagged), amount, value date, contract, proof and the reason of a manual confirmation.
 */
async function paymentFacts(db: Executor, contractId: string): Promise<Fact[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.contractId, contractId), eq(payments.status, PAYMENT_STATUS.paid)))
    .orderBy(asc(payments.paidAt));
  if (rows.length === 0) return [{ label: 'Pagos', value: 'Ninguno confirmado todavía.' }];
  return rows.flatMap((payment, index) => {
    const proof = payment.evidence;
    const proofText = !proof
      ? 'No consta'
      : proof.kind === 'statement'
        ? `Extracto ${proof.file_name} (SHA-256 ${proof.file_sha256})`
        : proof.kind === 'pdf'
          ? `Aviso del banco en PDF (SHA-256 ${proof.sha256})`
          : `Línea del extracto: «${proof.text}» (SHA-256 ${proof.sha256})`;
    return [
      {
        label: `Pago ${index + 1}`,
        value:
          `${formatEuros(centsToEuros(payment.amountCents))} €, ${payment.paymentType}, referencia ${payment.reference}, ` +
          `contrato ${contractId}`,
      },
      { label: 'Ordenante', value: payment.payerName ?? 'No consta' },
      { label: 'Cuenta ordenante', value: accountText(payment.payerIban) },
      { label: 'Fecha valor', value: payment.valueDate ?? 'No consta' },
      { label: 'Justificante', value: proofText },
      ...(payment.confirmReason ? [{ label: 'Motivo de la confirmación a mano', value: payment.confirmReason }] : []),
    ];
  });
}

/** The compliance file's PDF: an owner's export, recorded like any other reading. */
export function exportBuyerFilePdf(
  db: Database,
  actor: Actor,
  contractId: string,
  buyerId: number,
  now: Date,
  reason?: string,
): Promise<Buffer> {
  return readBuyerFile(db, actor, { contractId, buyerId, action: 'export', reason }, now, async (view) =>
    renderFactSheetPdf(await buyerFileSheet(view, actor, now)),
  );
}
