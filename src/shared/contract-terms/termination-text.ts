// The termination agreement's text (docs/product.md#mutual-agreement): the parties end the contract by mutual
// agreement, the company returns a stated amount by a stated day, and both release each other. Written in the
// contract's binding language (and its copy's, for a bilingual contract), with an English courtesy text for an English
// reader; frozen when offered, fingerprinted, and what every party signs.
import { amountWords } from '#shared/contract-types/field-values.ts';
import { contractLongDate, type TextLanguage } from '#shared/contract-types/language.ts';
import { buyerAmount } from '#shared/i18n/buyer-format.ts';
import { centsToEuros, type Cents } from '#shared/money/cents.ts';

export type TerminationParty = { name: string; id_number: string };

export type TerminationTextInput = {
  contractId: string;
  contractName: Record<TextLanguage, string>;
  /** YYYY-MM-DD of the contract's last signature (or of the company's, when no buyer signed all). */
  signedOn: string;
  contractSha256: string | null;
  company: { legalName: string; cif: string };
  buyers: TerminationParty[];
  amountCents: Cents;
  deadline: string;
  expiresOn: string;
};

export type TerminationText = { language: TextLanguage; title: string; paragraphs: string[]; release: string };

/** "2026-12-14" → "14 de diciembre de 2026", "14 de desembre de 2026" (d’ before a vowel), "14 December 2026". */
export function longDate(iso: string, language: TextLanguage): string {
  // Noon UTC is the same day in Madrid: the date the text states is the one given.
  return contractLongDate(new Date(`${iso}T12:00:00Z`), language);
}

const euros = (cents: Cents, language: TextLanguage) => {
  const figure = buyerAmount(centsToEuros(cents), language);
  const words = amountWords(centsToEuros(cents), language);
  return words ? `${words} (${figure})` : figure;
};

const buyerList = (buyers: TerminationParty[], id: string) =>
  buyers.map((buyer) => `${buyer.name} (${id} ${buyer.id_number})`).join(', ');

const WRITERS: Record<TextLanguage, (input: TerminationTextInput) => TerminationText> = {
  es: (input) => {
    const release =
      'Cumplido lo anterior, las partes se declaran mutuamente liberadas de toda obligación derivada del contrato ' +
      'resuelto y renuncian a reclamarse cantidad o prestación alguna por razón de él.';
    return {
      language: 'es',
      title: 'ACUERDO DE RESOLUCIÓN DE MUTUO ACUERDO',
      release,
      paragraphs: [
        `De una parte, ${input.company.legalName} (CIF ${input.company.cif}), LA PARTE VENDEDORA, representada por la ` +
          `persona con poderes que firma este acuerdo. De otra, ${buyerList(input.buyers, 'documento')}, LA PARTE ` +
          `COMPRADORA. Ambas son partes del ${input.contractName.es} ${input.contractId}, firmado el ` +
          `${longDate(input.signedOn, 'es')}${input.contractSha256 ? ` (huella digital SHA-256 del texto firmado: ${input.contractSha256})` : ''}, y ACUERDAN:`,
        'PRIMERA.- RESOLUCIÓN. Las partes resuelven de mutuo acuerdo el contrato citado, que deja de producir efectos ' +
          'el día en que todas ellas hayan firmado este acuerdo.',
        input.amountCents > 0
          ? `SEGUNDA.- DEVOLUCIÓN. LA PARTE VENDEDORA devolverá a LA PARTE COMPRADORA ${euros(input.amountCents, 'es')} ` +
            `como muy tarde el ${longDate(input.deadline, 'es')}, por transferencia a la cuenta de la que procedía el pago.`
          : 'SEGUNDA.- DEVOLUCIÓN. Las partes declaran que no hay ninguna cantidad que devolver.',
        `TERCERA.- LIBERACIÓN MUTUA. ${release}`,
        `CUARTA.- CADUCIDAD DE LA OFERTA. Si no lo han firmado todas las partes el ${longDate(input.expiresOn, 'es')} ` +
          'como muy tarde, este acuerdo no se perfecciona y el contrato sigue vigente.',
      ],
    };
  },
  ca: (input) => {
    const release =
      'Complert l’anterior, les parts es declaren mútuament alliberades de tota obligació derivada del contracte ' +
      'resolt i renuncien a reclamar-se cap quantitat o prestació per raó d’aquest.';
    return {
      language: 'ca',
      title: 'ACORD DE RESOLUCIÓ DE MUTU ACORD',
      release,
      paragraphs: [
        `D’una part, ${input.company.legalName} (CIF ${input.company.cif}), LA PART VENEDORA, representada per la ` +
          `persona amb poders que signa aquest acord. De l’altra, ${buyerList(input.buyers, 'document')}, LA PART ` +
          `COMPRADORA. Totes dues són parts del ${input.contractName.ca} ${input.contractId}, signat el ` +
          `${longDate(input.signedOn, 'ca')}${input.contractSha256 ? ` (empremta digital SHA-256 del text signat: ${input.contractSha256})` : ''}, i ACORDEN:`,
        'PRIMER.- RESOLUCIÓ. Les parts resolen de mutu acord el contracte esmentat, que deixa de produir efectes el ' +
          'dia en què totes l’hagin signat.',
        input.amountCents > 0
          ? `SEGON.- DEVOLUCIÓ. LA PART VENEDORA retornarà a LA PART COMPRADORA ${euros(input.amountCents, 'ca')} ` +
            `com a molt tard el ${longDate(input.deadline, 'ca')}, per transferència al compte des del qual es va fer el pagament.`
          : 'SEGON.- DEVOLUCIÓ. Les parts declaren que no hi ha cap quantitat per retornar.',
        `TERCER.- ALLIBERAMENT MUTU. ${release}`,
        `QUART.- CADUCITAT DE L’OFERTA. Si no l’han signat totes les parts el ${longDate(input.expiresOn, 'ca')} ` +
          'com a molt tard, aquest acord no es perfecciona i el contracte continua vigent.',
      ],
    };
  },
  en: (input) => {
    const release =
      'Once the above is fulfilled, the parties release each other from every obligation under the terminated ' +
      'contract and waive any claim to any sum or performance by reason of it.';
    return {
      language: 'en',
      title: 'MUTUAL TERMINATION AGREEMENT',
      release,
      paragraphs: [
        `Of the one part, ${input.company.legalName} (CIF ${input.company.cif}), THE SELLER, represented by the ` +
          `person with powers who signs this agreement. Of the other part, ${buyerList(input.buyers, 'document')}, ` +
          `THE BUYER. Both are parties to the ${input.contractName.en} ${input.contractId}, signed on ` +
          `${longDate(input.signedOn, 'en')}${input.contractSha256 ? ` (SHA-256 fingerprint of the signed text: ${input.contractSha256})` : ''}, and AGREE:`,
        '1. TERMINATION. The parties terminate the said contract by mutual agreement; it ceases to have effect on the ' +
          'day all of them have signed this agreement.',
        input.amountCents > 0
          ? `2. REFUND. THE SELLER will pay back to THE BUYER ${euros(input.amountCents, 'en')} by ` +
            `${longDate(input.deadline, 'en')} at the latest, by transfer to the account the payment came from.`
          : '2. REFUND. The parties declare that there is no amount to pay back.',
        `3. MUTUAL RELEASE. ${release}`,
        `4. EXPIRY OF THE OFFER. If not every party has signed it by ${longDate(input.expiresOn, 'en')}, this ` +
          'agreement is not concluded and the contract remains in force.',
      ],
    };
  },
};

/** The agreement in each language it is read in: the binding text first, then the copy, then the English courtesy. */
export function terminationTexts(input: TerminationTextInput, languages: readonly TextLanguage[]): TerminationText[] {
  return languages.map((language) => WRITERS[language](input));
}

/** What is fingerprinted and signed: the binding text and its copy (never the courtesy text), as one string. */
export function signedAgreementBody(texts: readonly TerminationText[], courtesy: TextLanguage | null): string {
  return texts
    .filter((text) => text.language !== courtesy)
    .map((text) => [text.title, ...text.paragraphs].join('\n\n'))
    .join('\n\n———\n\n');
}
