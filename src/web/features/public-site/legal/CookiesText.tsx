import type { SiteContentDto } from '#shared/api/api-types.ts';
import { btnSecondary } from '#web/features/public-site/classes.ts';
import { cookieSettingsButton } from '#web/features/public-site/consent/consent-ui.ts';
import { CONSENT_CATEGORIES } from '#web/features/public-site/consent/storage-inventory.ts';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';

import { companyDetails } from './company-details';
import { CookieCategories, CookieTable, type InventoryTexts } from './cookie-inventory';

const category = (key: string) => CONSENT_CATEGORIES.find((c) => c.key === key)!;

const INVENTORY: InventoryTexts = {
  caption: 'Cookies y almacenamiento local utilizados',
  headings: ['Nombre', 'Tipo', 'Finalidad', 'Titular', 'Duración'],
  categoryTitle: (key) => category(key).title,
  categoryText: (key) => category(key).text,
  item: (item) => item,
  inUse: (names) => `En uso: ${names}.`,
  noneInUse: 'Ahora mismo no usamos ninguna.',
  maxDuration: (key) => `Duración máxima: ${category(key).maxDuration}`,
};

export function CookiesText({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content);
  return (
    <>
      <p>
        De acuerdo con el artículo 22.2 de la LSSI-CE y el RGPD, {company.legalName} te informa del uso de cookies y
        tecnologías similares (como el almacenamiento local del navegador) en este sitio web.
      </p>
      <h2>1. Qué son las cookies</h2>
      <p>
        Son pequeños archivos o datos que un sitio web guarda en tu navegador para recordar información sobre tu visita.
        Las necesarias no requieren tu consentimiento; las demás solo se utilizan si las aceptas.
      </p>
      <h2>2. Lo que guardamos en tu navegador</h2>
      <p>Esta es la lista completa: la web no guarda nada más.</p>
      <CookieTable texts={INVENTORY} />
      <h2>3. Categorías y duración máxima</h2>
      <CookieCategories texts={INVENTORY} />
      <p>
        Tu elección se guarda durante <strong>12 meses</strong>; pasado ese plazo volveremos a preguntarte. Los vídeos
        de YouTube solo se cargan si aceptas las cookies de marketing y pulsas el vídeo; si no, verás un enlace para
        abrirlo en YouTube.
      </p>
      <h2>4. Cómo cambiar o retirar tu consentimiento</h2>
      <p>
        Puedes cambiar tu elección en cualquier momento desde aquí o desde el enlace «Configurar cookies» del pie de
        página.
      </p>
      <p>
        <button {...cookieSettingsButton} className={btnSecondary}>
          Configurar cookies
        </button>
      </p>
      <p>
        También puedes borrar o bloquear las cookies desde la configuración de tu navegador (Chrome, Firefox, Safari o
        Edge); si bloqueas las necesarias, algunas partes de la web pueden no funcionar.
      </p>
      <h2>5. Más información</h2>
      <p>
        {company.email ? (
          <>
            Para cualquier duda escríbenos a <CompanyEmail email={company.email} />.{' '}
          </>
        ) : null}
        Consulta también nuestra <a href="/privacidad">Política de Privacidad</a>.
      </p>
    </>
  );
}
