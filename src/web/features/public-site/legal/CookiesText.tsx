import type { SiteContentDto } from '../../../../shared/api/api-types';
import { btnSecondary } from '../classes';
import { cookieSettingsButton } from '../consent/consent-ui';
import { CONSENT_CATEGORIES, STORED_ITEMS, itemsOf } from '../consent/storage-inventory';
import { CompanyEmail } from '../layout/CompanyEmail';
import { companyDetails } from './company-details';

const categoryTitle = (key: string) => CONSENT_CATEGORIES.find((category) => category.key === key)?.title ?? key;

export function CookiesText({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content);
  return (
    <>
      <p>
        De acuerdo con el artículo 22.2 de la LSSI-CE y el RGPD, {company.legalName} te informa del uso de cookies y tecnologías
        similares (como el almacenamiento local del navegador) en este sitio web.
      </p>
      <h2>1. Qué son las cookies</h2>
      <p>
        Son pequeños archivos o datos que un sitio web guarda en tu navegador para recordar información sobre tu visita. Las
        necesarias no requieren tu consentimiento; las demás solo se utilizan si las aceptas.
      </p>
      <h2>2. Lo que guardamos en tu navegador</h2>
      <p>Esta es la lista completa: la web no guarda nada más.</p>
      <div className="overflow-x-auto rounded-xl border border-stone-200">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Cookies y almacenamiento local utilizados</caption>
          <thead className="bg-sand-100 text-stone-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Nombre</th>
              <th scope="col" className="px-4 py-3 font-semibold">Tipo</th>
              <th scope="col" className="px-4 py-3 font-semibold">Finalidad</th>
              <th scope="col" className="px-4 py-3 font-semibold">Titular</th>
              <th scope="col" className="px-4 py-3 font-semibold">Duración</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {STORED_ITEMS.map((item) => (
              <tr key={item.name}>
                <th scope="row" className="px-4 py-3 font-medium text-stone-900">{item.name}</th>
                <td className="px-4 py-3">
                  {categoryTitle(item.category)} ({item.storage.toLowerCase()})
                </td>
                <td className="px-4 py-3">{item.purpose}</td>
                <td className="px-4 py-3">{item.owner}</td>
                <td className="px-4 py-3">{item.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>3. Categorías y duración máxima</h2>
      <ul>
        {CONSENT_CATEGORIES.map((category) => {
          const items = itemsOf(category.key);
          return (
            <li key={category.key}>
              <strong>{category.title}</strong>: {category.text}{' '}
              {items.length > 0
                ? `En uso: ${items.map((item) => item.name).join(', ')}.`
                : 'Ahora mismo no usamos ninguna.'}{' '}
              Duración máxima: {category.maxDuration}.
            </li>
          );
        })}
      </ul>
      <p>
        Tu elección se guarda durante <strong>12 meses</strong>; pasado ese plazo volveremos a preguntarte. Los vídeos de YouTube
        solo se cargan si aceptas las cookies de marketing y pulsas el vídeo; si no, verás un enlace para abrirlo en YouTube.
      </p>
      <h2>4. Cómo cambiar o retirar tu consentimiento</h2>
      <p>Puedes cambiar tu elección en cualquier momento desde aquí o desde el enlace «Configurar cookies» del pie de página.</p>
      <p>
        <button {...cookieSettingsButton} className={btnSecondary}>
          Configurar cookies
        </button>
      </p>
      <p>
        También puedes borrar o bloquear las cookies desde la configuración de tu navegador (Chrome, Firefox, Safari o Edge);
        si bloqueas las necesarias, algunas partes de la web pueden no funcionar.
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
