import type { VerifyMessages } from './verify.es';

export const verifyEn: VerifyMessages = {
  'page.title': 'Verify a signed contract',
  'page.titleWithCompany': 'Verify a signed contract · {company}',
  'page.heading': 'Verify a signed contract',
  'page.intro':
    'Contracts signed by every party are issued as a PDF with an electronic seal. Upload the PDF here to check that it is the original and that nobody has changed it. Only its fingerprint is calculated: the file is not stored.',
  'page.home': '{company}, home page',
  'drop.active': 'Drop the PDF here',
  'drop.idle': 'Drag the PDF here or click to choose it',
  'drop.limit': 'A PDF file of up to 20 MB.',
  'drop.label': 'Contract PDF',
  'state.checking': 'Checking “{filename}”...',
  'state.again': 'Check another document',
  'error.failed': 'The document could not be checked. Please try again.',
  'error.notPdf': 'The file is not a PDF.',
  'genuine.title': '✓ Genuine document',
  'genuine.body':
    '“{filename}” is exactly the PDF we issued when the contract was signed, and its electronic seal is valid: it has not been changed since.',
  'genuine.contract': 'Contract',
  'genuine.signedAt': 'Signed by every party',
  'genuine.madridTime': '{dateTime} (Madrid time)',
  'genuine.signers': 'Signatories',
  'genuine.signerSignedAt': 'signed on {dateTime}',
  'genuine.cancelled':
    'Please note: this contract was cancelled after it was signed. The document is genuine, but the contract is no longer in force.',
  'genuine.status': 'Current status',
  'genuine.status.signed': 'Signed',
  'genuine.status.completed': 'Completed',
  'genuine.status.cancelled': 'Cancelled',
  'genuine.status.other': 'Awaiting signatures',
  'genuine.outcome': 'After payment',
  'genuine.outcome.value':
    '{outcome, select, deed_signed {Deed of sale signed before a notary on {date}} buyer_withdrew {The buyer withdrew on {date}: the contract has ended} other {The seller withdrew on {date}: the contract has ended}}',
  'genuine.sealedAt': 'Sealed on',
  'genuine.sealTimestamp': '{dateTime} (Madrid time), trusted time from the time-stamping authority “{authority}”',
  'genuine.sealServerClock':
    '{dateTime} (Madrid time), only by our server’s clock: no time-stamping authority vouches for this date',
  'genuine.sealPending':
    '{dateTime} (Madrid time), for now only by our server’s clock: the trusted time of the time-stamping authority is pending and will be added to the PDF as soon as it arrives; download it again later',
  'genuine.sealNewerCopy':
    '{dateTime} (Madrid time), by our server’s clock: this copy carries no trusted time, but the copy of the contract downloaded now does',
  'genuine.testMode':
    'TEST DOCUMENT: it was signed while the website was in test mode, not yet live. It is not valid as a contract.',
  'genuine.linkHandedOver': 'the company held their signing link from {dateTime}',
  'genuine.policy': 'How the buyers signed',
  'genuine.policy.value':
    '{emailCode, select, true {with a code received by email} other {without an email code}}; {buyerFile, select, true {with the buyer file (Law 10/2010) required} other {without a required buyer file}}',
  'genuine.hash': 'SHA-256 fingerprint',
  'review.title': 'This is the review copy, not the signed document',
  'review.body':
    '“{filename}” is the review copy of contract {contractRef} ({typeName}), made before every party had signed. It carries neither the signatures nor the seal, so it is not the valid document; that it does not match does not mean it has been altered.',
  'review.sealed':
    'The valid document is the sealed PDF, which each party received by email once everyone had signed. Its SHA-256 fingerprint is:',
  'review.pending':
    'Signatures are still missing: once every party has signed, each will receive the sealed PDF by email, and that is the file to check here.',
  'unknown.title': 'We cannot confirm this document',
  'unknown.body':
    '“{filename}” does not match any contract we have sealed. It may have been changed after signing (a single character is enough), it may be a scanned copy or one printed to PDF, or another company may have issued it.',
  'unknown.next': 'Ask whoever sent it to you for the original PDF, or get in touch with us.',
  'unknown.hash': 'SHA-256 fingerprint of the file:',
};
