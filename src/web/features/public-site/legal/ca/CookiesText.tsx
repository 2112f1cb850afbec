import type { SiteContentDto } from '#shared/api/api-types.ts';
import { btnSecondary } from '#web/features/public-site/classes.ts';
import { cookieSettingsButton } from '#web/features/public-site/consent/consent-ui.ts';
import type { ConsentCategory } from '#web/features/public-site/consent/consent.ts';
import { useI18n, type PublicTranslate } from '#web/features/public-site/i18n.tsx';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';
import { companyDetails } from '#web/features/public-site/legal/company-details.ts';
import {
  CookieCategories,
  CookieTable,
  serverCookieTexts,
  type InventoryTexts,
  type StoredItemTexts,
} from '#web/features/public-site/legal/cookie-inventory.tsx';

// The cookie policy in Catalan: a faithful translation of the Spanish ../CookiesText.tsx,
// which stays the reference. Server-rendered only.

const MAX_DURATIONS: Record<ConsentCategory, string> = {
  necessary: '12 mesos',
  analytics: '24 mesos',
  marketing: '12 mesos',
  functional: '6 mesos',
};

const ITEMS: Record<string, StoredItemTexts> = {
  cookie_consent: {
    storage: 'emmagatzematge local',
    purpose:
      'Guarda la teva elecció sobre galetes, la data en què la vas fer, la versió d’aquesta política i un identificador aleatori amb què la registrem per poder-la demostrar.',
    owner: 'Pròpia',
    duration: '12 mesos',
  },
  token: {
    storage: 'emmagatzematge local',
    purpose: 'Manté la sessió del personal a l’àrea d’administració; no es fa servir amb els visitants.',
    owner: 'Pròpia',
    duration: 'Fins que es tanca la sessió (deixa de valer al cap de 12 hores)',
  },
  ...serverCookieTexts('ca', { storage: 'galeta', owner: 'Pròpia' }),
  site_language: {
    storage: 'emmagatzematge local',
    purpose:
      'Recorda l’idioma que vas triar al selector d’idioma, per oferir-te’l si arribes a una altra versió del web.',
    owner: 'Pròpia',
    duration: '6 mesos',
  },
  'YouTube (youtube-nocookie.com)': {
    storage: 'galetes de tercers',
    purpose:
      'Reproducció dels vídeos dels habitatges en mode de privadesa millorada; només es carreguen si acceptes les galetes de màrqueting i prems el vídeo.',
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
  const company = companyDetails(content, 'ca');
  const { t, path } = useI18n();
  const inventory = inventoryTexts(t);
  return (
    <>
      <p>
        D’acord amb l’article 22.2 de la LSSI-CE i el RGPD, {company.legalName} t’informa de l’ús de galetes i
        tecnologies similars (com l’emmagatzematge local del navegador) en aquest lloc web.
      </p>
      <h2>1. Què són les galetes</h2>
      <p>
        Són petits fitxers o dades que un lloc web guarda al teu navegador per recordar informació sobre la teva visita.
        Les necessàries no requereixen el teu consentiment; les altres només es fan servir si les acceptes.
      </p>
      <h2>2. El que guardem al teu navegador</h2>
      <p>Aquesta és la llista completa: el web no guarda res més.</p>
      <CookieTable texts={inventory} />
      <h2>3. Categories i durada màxima</h2>
      <CookieCategories texts={inventory} />
      <p>
        La teva elecció es guarda durant <strong>12 mesos</strong>; passat aquest termini t’ho tornarem a preguntar. Els
        vídeos de YouTube només es carreguen si acceptes les galetes de màrqueting i prems el vídeo; si no, veuràs un
        enllaç per obrir-lo a YouTube.
      </p>
      <h2>4. Com canviar o retirar el consentiment</h2>
      <p>
        Pots canviar la teva elecció en qualsevol moment des d’aquí o des de l’enllaç «Configura les galetes» del peu de
        pàgina.
      </p>
      <p>
        <button {...cookieSettingsButton} className={btnSecondary}>
          {t('footer.cookieSettings')}
        </button>
      </p>
      <p>
        També pots esborrar o bloquejar les galetes des de la configuració del navegador (Chrome, Firefox, Safari o
        Edge); si bloqueges les necessàries, algunes parts del web poden no funcionar.
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
