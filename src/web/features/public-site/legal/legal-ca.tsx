import type { SiteContentDto } from '../../../../shared/api/api-types';
import { btnSecondary } from '../classes';
import type { ConsentCategory } from '../consent/consent';
import { cookieSettingsButton } from '../consent/consent-ui';
import { useI18n, type PublicTranslate } from '../i18n';
import { CompanyEmail } from '../layout/CompanyEmail';
import { companyDetails, type CompanyDetails } from './company-details';
import { CookieCategories, CookieTable, type InventoryTexts, type StoredItemTexts } from './cookie-inventory';

// The legal pages in Catalan: a faithful translation of the Spanish texts (TermsText, PrivacyText, CookiesText),
// which remain the reference. Server-rendered only.

export function TermsTextCa({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content);
  const { path } = useI18n();
  return (
    <>
      <h2>1. Identificació del titular</h2>
      <p>
        En compliment de l&apos;article 10 de la Llei 34/2002, d&apos;11 de juliol, de serveis de la societat de la informació i de
        comerç electrònic (LSSI-CE), s&apos;informa que aquest lloc web és titularitat de:
      </p>
      <ul>
        <li>
          Raó social: <strong>{company.legalName}</strong>
          {company.name && company.name !== company.legalName ? ` (nom comercial: ${company.name})` : null}
        </li>
        {company.taxId ? <li>NIF/CIF: {company.taxId}</li> : null}
        {company.address ? <li>Domicili social: {company.address}</li> : null}
        {company.mercantileRegistry ? <li>Inscrita al Registre Mercantil de {company.mercantileRegistry}</li> : null}
        {company.email ? (
          <li>
            Correu electrònic: <CompanyEmail email={company.email} />
          </li>
        ) : null}
        {company.phone ? <li>Telèfon: {company.phone}</li> : null}
      </ul>
      <h2>2. Objecte</h2>
      <p>
        Aquestes condicions regulen l&apos;accés i l&apos;ús del lloc web, en què {company.legalName} presenta la seva activitat de
        compra, reforma integral i venda d&apos;habitatges a Barcelona, mostra els habitatges de la seva cartera i permet enviar
        consultes. L&apos;accés és gratuït i atribueix la condició d&apos;usuari, que accepta aquestes condicions des d&apos;aquell
        moment.
      </p>
      <h2>3. Informació sobre els habitatges</h2>
      <p>
        Les descripcions, superfícies, imatges, certificats energètics i preus s&apos;ofereixen a títol informatiu i poden canviar
        durant la reforma o la comercialització. No constitueixen una oferta vinculant: les condicions de cada operació són les
        que constin en el contracte de reserva o d&apos;arres que, si escau, signin les parts. Les imatges d&apos;habitatges en
        reforma poden ser recreacions del projecte.
      </p>
      <h2>4. Ús del lloc web</h2>
      <p>
        L&apos;usuari es compromet a fer un ús lícit del lloc, a no malmetre&apos;n els sistemes ni els de tercers, a no introduir-hi
        programes maliciosos i a facilitar dades veraces en el formulari de contacte. Podem retirar continguts o limitar
        l&apos;accés quan detectem un ús contrari a aquestes condicions.
      </p>
      <h2>5. Propietat intel·lectual i industrial</h2>
      <p>
        Els textos, fotografies, dissenys, logotips i codi d&apos;aquest lloc pertanyen a {company.legalName} o als seus
        llicenciants. No se&apos;n permet la reproducció, distribució o transformació sense autorització expressa, llevat de
        l&apos;ús personal i privat.
      </p>
      <h2>6. Responsabilitat i enllaços</h2>
      <p>
        Procurem que la informació sigui correcta i estigui actualitzada, però no garantim l&apos;absència d&apos;errors ni la
        disponibilitat ininterrompuda del lloc. Els enllaços a llocs de tercers (xarxes socials, YouTube) s&apos;ofereixen per
        comoditat; no som responsables dels seus continguts ni de les seves polítiques.
      </p>
      <h2>7. Protecció de dades</h2>
      <p>
        El tractament de les dades personals que ens facilitis es regeix per la nostra{' '}
        <a href={path('/privacidad')}>Política de privacitat</a> i l&apos;ús de galetes i emmagatzematge local per la{' '}
        <a href={path('/cookies')}>Política de galetes</a>.
      </p>
      <h2>8. Legislació aplicable i jurisdicció</h2>
      <p>
        Aquestes condicions es regeixen per la legislació espanyola. Per a qualsevol controvèrsia, les parts se sotmeten als
        jutjats i tribunals de Barcelona, llevat que la normativa de consumidors i usuaris estableixi un altre fur.
      </p>
    </>
  );
}

/** "escrivint a x@y.cat o per correu postal a …", with only the channels the company filled in. */
function contactChannels(company: CompanyDetails) {
  const channels = [
    company.email ? (
      <span key="email">
        escrivint a <CompanyEmail email={company.email} />
      </span>
    ) : null,
    company.address ? <span key="post">per correu postal a {company.address}</span> : null,
  ].filter((channel) => channel !== null);
  if (channels.length === 0) return 'adreçant-te a nosaltres per escrit';
  return channels.length === 1 ? channels[0] : [channels[0], ' o ', channels[1]];
}

export function PrivacyTextCa({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content);
  return (
    <>
      <p>
        Aquesta política explica com tractem les teves dades personals d&apos;acord amb el Reglament (UE) 2016/679 general de
        protecció de dades (RGPD) i la Llei orgànica 3/2018, de protecció de dades personals i garantia dels drets digitals
        (LOPDGDD).
      </p>
      <h2>1. Responsable del tractament</h2>
      <ul>
        <li>
          Responsable: <strong>{company.legalName}</strong>
        </li>
        {company.taxId ? <li>NIF/CIF: {company.taxId}</li> : null}
        {company.address ? <li>Domicili: {company.address}</li> : null}
        {company.email ? (
          <li>
            Contacte per a protecció de dades: <CompanyEmail email={company.email} />
          </li>
        ) : null}
      </ul>
      <h2>2. Quines dades tractem i per a què</h2>
      <ul>
        <li>
          <strong>Formulari de contacte</strong>: nom, correu electrònic, telèfon, missatge i, si l&apos;indiques, l&apos;habitatge
          que t&apos;interessa. Els fem servir per respondre la teva consulta i, si ho demanes, informar-te sobre aquell habitatge o
          d&apos;altres de semblants.
        </li>
        <li>
          <strong>Compradors i reserves</strong>: nom, correu electrònic, DNI/NIE, domicili i signatura, per preparar, signar i
          conservar els contractes de reserva o d&apos;arres i gestionar els pagaments per transferència.
        </li>
        <li>
          <strong>Dades tècniques</strong>: adreça IP, navegador i data de les signatures electròniques, com a prova de la
          signatura; i registres de seguretat del servidor per prevenir abusos.
        </li>
      </ul>
      <h2>3. Base legal</h2>
      <ul>
        <li>Consultes: el teu consentiment en enviar-nos el formulari i l&apos;aplicació de mesures precontractuals a petició teva (art. 6.1.a i 6.1.b RGPD).</li>
        <li>Contractes i pagaments: l&apos;execució del contracte del qual ets part (art. 6.1.b RGPD) i el compliment d&apos;obligacions legals fiscals i de prevenció del blanqueig de capitals (art. 6.1.c RGPD).</li>
        <li>Seguretat del lloc i prova de les signatures: el nostre interès legítim a protegir el servei i acreditar les operacions (art. 6.1.f RGPD).</li>
      </ul>
      <h2>4. Quant de temps conservem les dades</h2>
      <ul>
        <li>
          <strong>Missatges de contacte</strong>: es guarden fins que els eliminem des de l&apos;àrea d&apos;administració, quan ja no
          calen per atendre la teva consulta. No s&apos;esborren sols: si vols que eliminem el teu, demana-ho.
        </li>
        <li>
          <strong>Contractes i pagaments</strong>: un contracte enviat a signar no s&apos;esborra mai, s&apos;arxiva. Amb ell es
          conserven les dades dels compradors, els documents adjunts, les signatures, el registre d&apos;evidències de cada
          signatura (adreça IP, navegador, data i hora), els pagaments i els correus enviats, perquè són la prova de
          l&apos;operació i la llei ens obliga a conservar-los (sis anys per les obligacions mercantils i fiscals, deu per la
          prevenció del blanqueig de capitals). Un esborrany que no s&apos;ha arribat a signar es pot eliminar; en queda constància
          de qui el va crear i eliminar, i quan.
        </li>
        <li>
          <strong>Seguretat</strong>: el web no guarda un registre de les teves visites. Per frenar abusos anotem quants intents
          d&apos;inici de sessió o de restabliment de contrasenya arriben des de cada adreça IP o correu electrònic; el recompte
          torna a zero al cap de pocs minuts.
        </li>
        <li>
          <strong>Còpies de seguretat</strong>: contenen aquestes mateixes dades i es guarden fins que les esborrem.
        </li>
      </ul>
      <h2>5. Destinataris</h2>
      <p>
        No venem ni cedim les teves dades. Hi poden accedir els nostres proveïdors d&apos;allotjament i de correu electrònic com a
        encarregats del tractament, amb contracte d&apos;acord amb l&apos;article 28 RGPD, així com notaries, registres, entitats
        bancàries i administracions públiques quan sigui necessari per a l&apos;operació o ho exigeixi la llei. No fem
        transferències internacionals de dades fora de l&apos;Espai Econòmic Europeu.
      </p>
      <h2>6. Els teus drets</h2>
      <p>
        Pots exercir els drets d&apos;accés, rectificació, supressió, oposició, limitació del tractament i portabilitat, així com
        retirar el consentiment en qualsevol moment, {contactChannels(company)}, indicant el dret que exerceixes i adjuntant una
        còpia del teu document d&apos;identitat. Respondrem en el termini d&apos;un mes.
      </p>
      <p>
        Si consideres que no hem atès correctament els teus drets, pots presentar una reclamació davant l&apos;Agencia Española de
        Protección de Datos (
        <a href="https://www.aepd.es" rel="noopener noreferrer" target="_blank">
          www.aepd.es
        </a>
        ).
      </p>
      <h2>7. Seguretat</h2>
      <p>
        Apliquem mesures tècniques i organitzatives adequades: connexions xifrades, accés restringit a l&apos;àrea
        d&apos;administració, enllaços de signatura personals i còpies de seguretat.
      </p>
    </>
  );
}

const MAX_DURATIONS: Record<ConsentCategory, string> = { necessary: '12 mesos', analytics: '24 mesos', marketing: '12 mesos', functional: '6 mesos' };

const ITEMS: Record<string, StoredItemTexts> = {
  cookie_consent: {
    storage: 'emmagatzematge local',
    purpose: 'Guarda la teva elecció sobre galetes i la data en què la vas fer.',
    owner: 'Pròpia',
    duration: '12 mesos',
  },
  token: {
    storage: 'emmagatzematge local',
    purpose: "Manté la sessió del personal a l'àrea d'administració; no es fa servir amb els visitants.",
    owner: 'Pròpia',
    duration: 'Fins que es tanca la sessió (deixa de valer al cap de 12 hores)',
  },
  site_language: {
    storage: 'emmagatzematge local',
    purpose: "Recorda l'idioma que vas triar al selector d'idioma, per oferir-te'l si arribes a una altra versió del web.",
    owner: 'Pròpia',
    duration: '6 mesos',
  },
  'YouTube (youtube-nocookie.com)': {
    storage: 'galetes de tercers',
    purpose:
      "Reproducció dels vídeos dels habitatges en mode de privadesa millorada; només es carreguen si acceptes les galetes de màrqueting i prems el vídeo.",
    owner: 'Google Ireland Ltd.',
    duration: 'Les que fixi YouTube, fins a 12 mesos',
  },
};

const inventoryTexts = (t: PublicTranslate): InventoryTexts => ({
  caption: 'Galetes i emmagatzematge local utilitzats',
  headings: ['Nom', 'Tipus', 'Finalitat', 'Titular', 'Durada'],
  categoryTitle: (key) => t(`cookies.${key}Title`),
  categoryText: (key) => t(`cookies.${key}Text`),
  item: (item) => ITEMS[item.name] ?? item,
  inUse: (names) => `En ús: ${names}.`,
  noneInUse: 'Ara mateix no en fem servir cap.',
  maxDuration: (key) => `Durada màxima: ${MAX_DURATIONS[key]}`,
});

export function CookiesTextCa({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content);
  const { t, path } = useI18n();
  const inventory = inventoryTexts(t);
  return (
    <>
      <p>
        D&apos;acord amb l&apos;article 22.2 de la LSSI-CE i el RGPD, {company.legalName} t&apos;informa de l&apos;ús de galetes i
        tecnologies similars (com l&apos;emmagatzematge local del navegador) en aquest lloc web.
      </p>
      <h2>1. Què són les galetes</h2>
      <p>
        Són petits fitxers o dades que un lloc web guarda al teu navegador per recordar informació sobre la teva visita. Les
        necessàries no requereixen el teu consentiment; les altres només es fan servir si les acceptes.
      </p>
      <h2>2. El que guardem al teu navegador</h2>
      <p>Aquesta és la llista completa: el web no guarda res més.</p>
      <CookieTable texts={inventory} />
      <h2>3. Categories i durada màxima</h2>
      <CookieCategories texts={inventory} />
      <p>
        La teva elecció es guarda durant <strong>12 mesos</strong>; passat aquest termini t&apos;ho tornarem a preguntar. Els
        vídeos de YouTube només es carreguen si acceptes les galetes de màrqueting i prems el vídeo; si no, veuràs un enllaç
        per obrir-lo a YouTube.
      </p>
      <h2>4. Com canviar o retirar el consentiment</h2>
      <p>Pots canviar la teva elecció en qualsevol moment des d&apos;aquí o des de l&apos;enllaç «Configura les galetes» del peu de pàgina.</p>
      <p>
        <button {...cookieSettingsButton} className={btnSecondary}>
          {t('footer.cookieSettings')}
        </button>
      </p>
      <p>
        També pots esborrar o bloquejar les galetes des de la configuració del navegador (Chrome, Firefox, Safari o Edge); si
        bloqueges les necessàries, algunes parts del web poden no funcionar.
      </p>
      <h2>5. Més informació</h2>
      <p>
        {company.email ? (
          <>
            Per a qualsevol dubte escriu-nos a <CompanyEmail email={company.email} />.{' '}
          </>
        ) : null}
        Consulta també la nostra <a href={path('/privacidad')}>Política de privacitat</a>.
      </p>
    </>
  );
}
