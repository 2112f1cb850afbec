import type { SiteContentDto } from '#shared/api/api-types.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';
import { companyDetails } from '#web/features/public-site/legal/company-details.ts';

// The terms in English: a faithful translation of the Spanish ../TermsText.tsx,
// which stays the reference. Server-rendered only.

export function TermsTextEn({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content, 'en');
  const { path } = useI18n();
  return (
    <>
      <h2>1. Identification of the owner</h2>
      <p>
        In accordance with Article 10 of Spanish Law 34/2002 of 11 July on Information Society Services and Electronic
        Commerce (LSSI-CE), you are informed that this website is owned by:
      </p>
      <ul>
        <li>
          Company name: <strong>{company.legalName}</strong>
          {company.name && company.name !== company.legalName ? ` (trading name: ${company.name})` : null}
        </li>
        {company.taxId ? <li>Tax ID (NIF/CIF): {company.taxId}</li> : null}
        {company.address ? <li>Registered office: {company.address}</li> : null}
        {company.mercantileRegistry ? (
          <li>Registered in the Registro Mercantil (Companies Register) of {company.mercantileRegistry}</li>
        ) : null}
        {company.email ? (
          <li>
            Email: <CompanyEmail email={company.email} />
          </li>
        ) : null}
        {company.phone ? <li>Telephone: {company.phone}</li> : null}
      </ul>
      <h2>2. Purpose</h2>
      <p>
        These terms govern access to and use of the website, on which {company.legalName} presents its business of
        buying, fully renovating and selling homes in Barcelona, shows the homes in its portfolio and lets visitors send
        enquiries. Access is free of charge and makes you a user, who accepts these terms from that moment.
      </p>
      <h2>3. Information about the homes</h2>
      <p>
        The details we publish about each home (description, floor areas, energy certificate, price and the rest of its
        information sheet) are part of our offer and are binding on us even where the contract signed does not repeat
        them (article 61 of the Spanish consumer protection act). If any of them changes during the renovation or the
        sale, we update it on this website and in the information sheet, which shows its date. The taxes shown next to
        the price are an estimate under the Catalan rules in force on the date it states. Images of homes being
        renovated may be renderings of the project.
      </p>
      <h2>4. Official complaint forms</h2>
      <p>
        Consumers can ask us for the Generalitat de Catalunya’s official complaint forms (fulls oficials de queixa,
        reclamació i denúncia). Ask us for them
        {company.address ? ` at ${company.address}` : ''}
        {company.email ? (
          <>
            {company.address ? ' or ' : ' '}by writing to <CompanyEmail email={company.email} />
          </>
        ) : null}
        ; you can also download them from the Catalan Consumer Agency’s website (
        <a href="https://consum.gencat.cat" rel="noopener noreferrer" target="_blank">
          consum.gencat.cat
        </a>
        ), which explains how to file them. We answer every complaint within one month; if you disagree with our answer,
        you can take it to your town’s consumer information office or to the Agència Catalana del Consum.
      </p>
      <h2>5. Use of the website</h2>
      <p>
        Users undertake to use the website lawfully, not to damage its systems or those of third parties, not to
        introduce malicious software and to provide truthful information in the contact form. We may remove content or
        restrict access when we detect use contrary to these terms.
      </p>
      <h2>6. Intellectual and industrial property</h2>
      <p>
        The texts, photographs, designs, logos and code of this website belong to {company.legalName} or its licensors.
        They may not be reproduced, distributed or transformed without express permission, except for personal and
        private use.
      </p>
      <h2>7. Liability and links</h2>
      <p>
        We try to keep the information accurate and up to date, but we do not guarantee that it is free of errors or
        that the website will be available without interruption. Links to third-party sites (social networks, YouTube)
        are provided for convenience; we are not responsible for their content or their policies.
      </p>
      <h2>8. Data protection</h2>
      <p>
        The processing of the personal data you give us is governed by our{' '}
        <a href={path('/privacidad')}>privacy policy</a> and the use of cookies and local storage by the{' '}
        <a href={path('/cookies')}>cookie policy</a>.
      </p>
      <h2>9. Applicable law and jurisdiction</h2>
      <p>
        These terms are governed by Spanish law. For any dispute, the parties submit to the courts of Barcelona, unless
        consumer protection law provides for a different venue.
      </p>
    </>
  );
}
