import type { SiteContentDto } from '#shared/api/api-types.ts';
import { deCa } from '#shared/i18n/catalan-elision.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';
import { companyDetails } from '#web/features/public-site/legal/company-details.ts';

// The terms in Catalan: a faithful translation of the Spanish ../TermsText.tsx,
// which stays the reference. Server-rendered only.

export function TermsTextCa({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content, 'ca');
  const { path } = useI18n();
  return (
    <>
      <h2>1. Identificació del titular</h2>
      <p>
        En compliment de l’article 10 de la Llei 34/2002, d’11 de juliol, de serveis de la societat de la informació i
        de comerç electrònic (LSSI-CE), s’informa que aquest lloc web és titularitat de:
      </p>
      <ul>
        <li>
          Raó social: <strong>{company.legalName}</strong>
          {company.name && company.name !== company.legalName ? ` (nom comercial: ${company.name})` : null}
        </li>
        {company.taxId ? <li>NIF/CIF: {company.taxId}</li> : null}
        {company.address ? <li>Domicili social: {company.address}</li> : null}
        {company.mercantileRegistry ? <li>Inscrita al Registre Mercantil {deCa(company.mercantileRegistry)}</li> : null}
        {company.email ? (
          <li>
            Correu electrònic: <CompanyEmail email={company.email} />
          </li>
        ) : null}
        {company.phone ? <li>Telèfon: {company.phone}</li> : null}
      </ul>
      <h2>2. Objecte</h2>
      <p>
        Aquestes condicions regulen l’accés i l’ús del lloc web, en què {company.legalName} presenta la seva activitat
        de compra, reforma integral i venda d’habitatges a Barcelona, mostra els habitatges de la seva cartera i permet
        enviar consultes. L’accés és gratuït i atribueix la condició d’usuari, que accepta aquestes condicions des
        d’aquell moment.
      </p>
      <h2>3. Informació sobre els habitatges</h2>
      <p>
        Les dades que publiquem de cada habitatge (descripció, superfícies, certificat energètic, preu i la resta de
        dades de la seva fitxa informativa) formen part de la nostra oferta i són exigibles encara que no es repeteixin
        en el contracte que se signi (article 61 de la Llei general per a la defensa dels consumidors i usuaris). Si
        alguna canvia durant la reforma o la comercialització, l’actualitzem en aquest web i en la fitxa informativa,
        que n’indica la data. Els impostos que es mostren al costat del preu són una estimació amb la normativa catalana
        vigent en la data que s’hi indica. Les imatges d’habitatges en reforma poden ser recreacions del projecte.
      </p>
      <h2>4. Fulls oficials de reclamació</h2>
      <p>
        Tenim a disposició de les persones consumidores fulls oficials de queixa, reclamació i denúncia de la
        Generalitat de Catalunya (fulls oficials de reclamació). Ens els pots demanar
        {company.address ? ` a ${company.address}` : ''}
        {company.email ? (
          <>
            {company.address ? ' o ' : ' '}escrivint a <CompanyEmail email={company.email} />
          </>
        ) : null}
        , i també descarregar-los al web de l’Agència Catalana del Consum (
        <a href="https://consum.gencat.cat" rel="noopener noreferrer" target="_blank">
          consum.gencat.cat
        </a>
        ), on s’explica com presentar-los. Responem cada reclamació en el termini d’un mes; si no hi estàs d’acord, la
        pots portar a l’oficina municipal d’informació al consumidor o a l’Agència Catalana del Consum.
      </p>
      <h2>5. Ús del lloc web</h2>
      <p>
        L’usuari es compromet a fer un ús lícit del lloc, a no malmetre’n els sistemes ni els de tercers, a no
        introduir-hi programes maliciosos i a facilitar dades veraces en el formulari de contacte. Podem retirar
        continguts o limitar l’accés quan detectem un ús contrari a aquestes condicions.
      </p>
      <h2>6. Propietat intel·lectual i industrial</h2>
      <p>
        Els textos, fotografies, dissenys, logotips i codi d’aquest lloc pertanyen a {company.legalName} o als seus
        llicenciants. No se’n permet la reproducció, distribució o transformació sense autorització expressa, llevat de
        l’ús personal i privat.
      </p>
      <h2>7. Responsabilitat i enllaços</h2>
      <p>
        Procurem que la informació sigui correcta i estigui actualitzada, però no garantim l’absència d’errors ni la
        disponibilitat ininterrompuda del lloc. Els enllaços a llocs de tercers (xarxes socials, YouTube) s’ofereixen
        per comoditat; no som responsables dels seus continguts ni de les seves polítiques.
      </p>
      <h2>8. Protecció de dades</h2>
      <p>
        El tractament de les dades personals que ens facilitis es regeix per la nostra{' '}
        <a href={path('/privacidad')}>Política de privacitat</a> i l’ús de galetes i emmagatzematge local per la{' '}
        <a href={path('/cookies')}>Política de galetes</a>.
      </p>
      <h2>9. Legislació aplicable i jurisdicció</h2>
      <p>
        Aquestes condicions es regeixen per la legislació espanyola. Per a qualsevol controvèrsia, les parts se sotmeten
        als jutjats i tribunals de Barcelona, llevat que la normativa de consumidors i usuaris estableixi un altre fur.
      </p>
    </>
  );
}
