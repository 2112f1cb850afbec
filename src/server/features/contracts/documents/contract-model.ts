// What the PDF and DOCX exports of a contract print, built by the contracts feature from the database:
// the renderers know nothing of tables, tokens or HTTP.
import type { ContractLanguage } from '#shared/contract-types/language.ts';

export type DocumentParagraph = { kind: 'heading' | 'paragraph' | 'clause'; text: string };

export type DocumentSigner = {
  /** 'LA PARTE VENDEDORA', 'LA PARTE COMPRADORA (1)'… (in Catalan, 'LA PART VENEDORA'…) */
  role: string;
  name: string;
  dni: string;
  email: string;
  /** Null while this party has not signed. */
  signedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
  /** The drawn signature (PNG); null for the company's electronic signature and for unsigned buyers. */
  signature: Buffer | null;
  /** For the representative: the company they sign for. */
  onBehalfOf?: string;
  /** For the representative with a personal account: their position and the powers they sign with. */
  capacity?: { position: string; powers: string };
  /** The company signed from the shared first account, on behalf of the representative in the company details. */
  sharedAccount?: boolean;
  /** When the buyer confirmed the code mailed to them before signing (only when the setting asks for it). */
  emailCodeVerifiedAt?: Date | null;
  /** An owner took this buyer's link: who and when (docs/product.md#links-in-company-hands). */
  linkHandedOver?: { at: Date; person: string } | null;
};

/** The certificate that seals the final PDF, named on the evidence page with where to verify it. */
export type SealNotice = { subject: string; fingerprint: string; verifyUrl: string; selfSigned: boolean };

export type ContractDocument = {
  id: string;
  /** The language the contract is written in; everything printed around the text follows it. */
  language: ContractLanguage;
  title: string;
  paragraphs: DocumentParagraph[];
  /**
   * A bilingual contract's copy in the other language, printed after the binding text under its own heading; the
   * hash and the seal cover both (docs/decisions/027-bilingual-contracts-and-courtesy-translation.md).
   */
  copy?: { language: ContractLanguage; title: string; paragraphs: DocumentParagraph[] } | null;
  /** Draft contracts carry a 'BORRADOR' mark and no certificate. */
  draft: boolean;
  /** SHA-256 of the frozen text; null for drafts. */
  sha256: string | null;
  /** The English courtesy translation's kept PDF, outside the signed text (docs/product.md#each-readers-documents). */
  courtesySha256?: string | null;
  frozenAt: Date | null;
  /**
   * The date printed under the title when the text defines the signing date as the last signature's
   * (docs/decisions/013-contract-lifecycle-and-signing-date.md): that signature's time once every party has
   * signed, null ("pendiente") before. Absent for texts frozen earlier, which recite their own date.
   */
  signingDate?: { signedAt: Date | null };
  seller: DocumentSigner;
  buyers: DocumentSigner[];
  /** Only on the final, sealed PDF. */
  seal?: SealNotice;
  /**
   * Made in test mode: every page says DOCUMENTO DE PRUEBA. Frozen with the signed terms when the company signs, so a
   * contract signed in test mode says it forever and one signed live never does (docs/product.md#test-mode).
   */
  testMode: boolean;
};
