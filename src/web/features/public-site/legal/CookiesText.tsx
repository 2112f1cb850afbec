import type { SiteContentDto } from '../../../../shared/api/api-types';
import { btnSecondary } from '../classes';
import { useOpenCookieSettings } from '../consent/consent-ui';
import { companyDetails } from './company-details';

/** Durations of spec §9. */
const COOKIES = [
  { name: 'cookie_consent', kind: 'Necesaria (almacenamiento local)', purpose: 'Guarda tu elección sobre cookies y la fecha en que la hiciste.', owner: 'Propia', duration: '12 meses' },
  { name: 'token', kind: 'Necesaria (almacenamiento local)', purpose: 'Mantiene la sesión del personal en el área de administración; no se usa con los visitantes.', owner: 'Propia', duration: 'Hasta cerrar la sesión' },
  { name: 'Analíticas', kind: 'Analítica', purpose: 'Medición agregada de visitas para mejorar la web. Solo si las aceptas.', owner: 'Propia', duration: '24 meses' },
  { name: 'YouTube (youtube-nocookie.com)', kind: 'Marketing', purpose: 'Reproducción de los vídeos de las viviendas en modo de privacidad mejorada; solo se cargan cuando pulsas el vídeo.', owner: 'Google Ireland Ltd.', duration: '12 meses' },
  { name: 'Preferencias', kind: 'Funcional', purpose: 'Recuerdan preferencias de navegación para ofrecerte una experiencia más cómoda.', owner: 'Propia', duration: '6 meses' },
];

export function CookiesText({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content);
  const openSettings = useOpenCookieSettings();
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
      <h2>2. Cookies que utilizamos</h2>
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
            {COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row" className="px-4 py-3 font-medium text-stone-900">{cookie.name}</th>
                <td className="px-4 py-3">{cookie.kind}</td>
                <td className="px-4 py-3">{cookie.purpose}</td>
                <td className="px-4 py-3">{cookie.owner}</td>
                <td className="px-4 py-3 whitespace-nowrap">{cookie.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Tu elección se guarda durante <strong>12 meses</strong>; pasado ese plazo volveremos a preguntarte. Los vídeos de YouTube
        solo se cargan si aceptas las cookies de marketing y pulsas el vídeo; si no, verás un enlace para abrirlo en YouTube.
      </p>
      <h2>3. Cómo cambiar o retirar tu consentimiento</h2>
      <p>Puedes cambiar tu elección en cualquier momento desde aquí o desde el enlace «Configurar cookies» del pie de página.</p>
      <p>
        <button type="button" className={btnSecondary} onClick={openSettings}>
          Configurar cookies
        </button>
      </p>
      <p>
        También puedes borrar o bloquear las cookies desde la configuración de tu navegador (Chrome, Firefox, Safari o Edge);
        si bloqueas las necesarias, algunas partes de la web pueden no funcionar.
      </p>
      <h2>4. Más información</h2>
      <p>
        Para cualquier duda escríbenos a <a href={`mailto:${company.email}`}>{company.email}</a>. Consulta también nuestra{' '}
        <a href="/privacidad">Política de Privacidad</a>.
      </p>
    </>
  );
}
