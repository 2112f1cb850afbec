import { getContractType } from '#shared/contract-types/index.ts';
import { contractPdfFileName } from '#shared/i18n/contract-file-name.ts';
import type { Executor } from '#server/db/client.ts';
import { companyDetails } from '#server/features/content/index.ts';
import {
  buyerLanguage,
  contractTypeName,
  courtesyPdfFileName,
  keptCourtesyPdf,
  mailLanguages,
  readerSheets,
  recordContractEvent,
  sheetNames,
  signedContractMail,
  type ContractAggregate,
  type RequestOrigin,
} from '#server/features/contracts/index.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { sealSignedContract, verifyUrl, type Sealing } from './seal-contract';
import type { SealedDocumentRow } from './sealed-documents';

/** The Spanish name, for the company's downloads; each recipient's mail names it in their language. */
export const pdfFilename = (contractId: string): string => contractPdfFileName(contractId);

/**
 * When the last buyer signs: the final PDF (with its evidence page) is sealed locally and stored once, and mailed
 * to every buyer and to the company, as the type's notification settings say. Same transaction as the signature,
 * no network: the trusted time is added afterwards by the seal job and the mail does not wait for it
 * (docs/product.md §5.5).
 */
export async function queueSignedContract(
  tx: Executor,
  aggregate: ContractAggregate,
  origin: RequestOrigin,
  sealing: Sealing,
): Promise<void> {
  const file = await sealSignedContract(tx, aggregate, sealing, origin);
  await mailSignedContract(tx, aggregate, origin, file, sealing.publicUrl);
}

/** The final mails with the sealed PDF attached, and the event that records them. */
export async function mailSignedContract(
  tx: Executor,
  aggregate: ContractAggregate,
  origin: RequestOrigin,
  file: SealedDocumentRow,
  publicUrl: string,
): Promise<void> {
  const { contract, buyers } = aggregate;
  const notifications = getContractType(contract.contractType)?.settings.notifications;
  const company = await companyDetails(tx);
  const companyName = company.legal_name || company.company_name;
  const sha256 = contract.frozenSha256 ?? '';

  const recipients = [
    ...(notifications?.send_to_buyer === false
      ? []
      : buyers.map((b) => ({ name: b.name, email: b.email, language: buyerLanguage(b), reader: buyerLanguage(b) }))),
    // The company reads Spanish (docs/product.md §11.2) and keeps every reader's documents.
    ...(notifications?.send_to_seller === false || !company.company_email
      ? []
      : [{ name: companyName, email: company.company_email, language: 'es' as const, reader: 'company' as const }]),
  ];
  // The English reader's translation goes with the signed contract: the very PDF the evidence fingerprints.
  const courtesy = await keptCourtesyPdf(tx, aggregate);
  const courtesyAttachment = courtesy && {
    filename: courtesyPdfFileName(contract.id),
    fileId: courtesy.id,
    contentType: 'application/pdf',
  };
  const mailIds: number[] = [];
  for (const recipient of recipients) {
    const attachment = {
      filename: contractPdfFileName(contract.id, recipient.language),
      fileId: file.fileId,
      contentType: 'application/pdf',
    };
    const sheets = readerSheets(aggregate, recipient.reader);
    const withCourtesy = courtesyAttachment !== null && recipient.reader !== 'es' && recipient.reader !== 'ca';
    const mail = signedContractMail({
      recipientName: recipient.name,
      contractName: contractTypeName(contract.contractType, recipient.language),
      companyName,
      sha256,
      pdfSha256: file.sha256,
      verifyUrl: verifyUrl(publicUrl, recipient.language),
      language: recipient.language,
      languages: mailLanguages(aggregate, courtesyAttachment && { attached: courtesyAttachment.filename }),
      sheets: sheetNames(aggregate, sheets),
    });
    const attachments = [attachment, ...sheets, ...(withCourtesy ? [courtesyAttachment] : [])];
    mailIds.push(await enqueueMail(tx, { kind: 'contract_signed', to: recipient.email, ...mail, attachments }));
  }
  // The mail ids let the evidence timeline show when each one was actually delivered.
  await recordContractEvent(tx, contract.id, 'final_document_sent', origin, {
    details: {
      recipients: recipients.length,
      pdf_sha256: file.sha256,
      mail_ids: mailIds,
      ...(courtesy ? { courtesy_sha256: courtesy.sha256 } : {}),
    },
  });
}
