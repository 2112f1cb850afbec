import type { SiteContentDto } from '#shared/api/api-types.ts';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';

import { companyDetails } from './company-details';

export function TermsText({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content);
  return (
    <>
      <h2>1. Identificación del titular</h2>
      <p>
        En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información
        y de Comercio Electrónico (LSSI-CE), se informa de que este sitio web es titularidad de:
      </p>
      <ul>
        <li>
          Razón social: <strong>{company.legalName}</strong>
          {company.name && company.name !== company.legalName ? ` (nombre comercial: ${company.name})` : null}
        </li>
        {company.taxId ? <li>NIF/CIF: {company.taxId}</li> : null}
        {company.address ? <li>Domicilio social: {company.address}</li> : null}
        {company.mercantileRegistry ? <li>Inscrita en el Registro Mercantil de {company.mercantileRegistry}</li> : null}
        {company.email ? (
          <li>
            Correo electrónico: <CompanyEmail email={company.email} />
          </li>
        ) : null}
        {company.phone ? <li>Teléfono: {company.phone}</li> : null}
      </ul>
      <h2>2. Objeto</h2>
      <p>
        Estas condiciones regulan el acceso y el uso del sitio web, en el que {company.legalName} presenta su actividad
        de compra, reforma integral y venta de viviendas en Barcelona, muestra las viviendas de su cartera y permite
        enviar consultas. El acceso es gratuito y atribuye la condición de usuario, que acepta estas condiciones desde
        ese momento.
      </p>
      <h2>3. Información sobre las viviendas</h2>
      <p>
        Los datos que publicamos de cada vivienda (descripción, superficies, certificado energético, precio y demás
        datos de su ficha informativa) forman parte de nuestra oferta y son exigibles aunque no se repitan en el
        contrato que se firme (artículo 61 de la Ley General para la Defensa de los Consumidores y Usuarios). Si alguno
        cambia durante la reforma o la comercialización, lo actualizamos en esta web y en la ficha informativa, que
        indica su fecha. Los impuestos que se muestran junto al precio son una estimación con la normativa catalana
        vigente en la fecha que se indica. Las imágenes de viviendas en reforma pueden ser recreaciones del proyecto.
      </p>
      <h2>4. Hojas oficiales de reclamación</h2>
      <p>
        Tenemos a disposición de los consumidores hojas oficiales de queja, reclamación y denuncia de la Generalitat de
        Catalunya (hojas oficiales de reclamación). Puedes pedírnoslas
        {company.address ? ` en ${company.address}` : ''}
        {company.email ? (
          <>
            {company.address ? ' o ' : ' '}escribiendo a <CompanyEmail email={company.email} />
          </>
        ) : null}
        , y también descargarlas en la web de la Agència Catalana del Consum (
        <a href="https://consum.gencat.cat" rel="noopener noreferrer" target="_blank">
          consum.gencat.cat
        </a>
        ), donde se explica cómo presentarlas. Respondemos a cada reclamación en el plazo de un mes; si no estás de
        acuerdo con la respuesta, puedes llevarla a la oficina municipal de información al consumidor o a la Agència
        Catalana del Consum.
      </p>
      <h2>5. Uso del sitio web</h2>
      <p>
        El usuario se compromete a hacer un uso lícito del sitio, a no dañar sus sistemas ni los de terceros, a no
        introducir programas maliciosos y a facilitar datos veraces en el formulario de contacto. Podemos retirar
        contenidos o limitar el acceso cuando detectemos un uso contrario a estas condiciones.
      </p>
      <h2>6. Propiedad intelectual e industrial</h2>
      <p>
        Los textos, fotografías, diseños, logotipos y código de este sitio pertenecen a {company.legalName} o a sus
        licenciantes. No se permite su reproducción, distribución o transformación sin autorización expresa, salvo para
        uso personal y privado.
      </p>
      <h2>7. Responsabilidad y enlaces</h2>
      <p>
        Procuramos que la información sea correcta y esté actualizada, pero no garantizamos la ausencia de errores ni la
        disponibilidad ininterrumpida del sitio. Los enlaces a sitios de terceros (redes sociales, YouTube) se ofrecen
        por comodidad; no somos responsables de sus contenidos ni de sus políticas.
      </p>
      <h2>8. Protección de datos</h2>
      <p>
        El tratamiento de los datos personales que nos facilites se rige por nuestra{' '}
        <a href="/privacidad">Política de Privacidad</a> y el uso de cookies y almacenamiento local por la{' '}
        <a href="/cookies">Política de Cookies</a>.
      </p>
      <h2>9. Legislación aplicable y jurisdicción</h2>
      <p>
        Estas condiciones se rigen por la legislación española. Para cualquier controversia, las partes se someten a los
        juzgados y tribunales de Barcelona, salvo que la normativa de consumidores y usuarios establezca otro fuero.
      </p>
    </>
  );
}
