import type { SiteContentDto } from '#shared/api/api-types.ts';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';

import { companyDetails } from './company-details';
import { contactChannels, type ChannelWords } from './contact-channels';

const CHANNELS: ChannelWords = {
  byEmail: 'escribiendo a',
  byPost: 'por correo postal a',
  or: ' o ',
  none: 'dirigiéndote a nosotros por escrito',
};

export function PrivacyText({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content);
  return (
    <>
      <p>
        Esta política explica cómo tratamos tus datos personales conforme al Reglamento (UE) 2016/679 General de
        Protección de Datos (RGPD) y a la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los
        derechos digitales (LOPDGDD).
      </p>
      <h2>1. Responsable del tratamiento</h2>
      <ul>
        <li>
          Responsable: <strong>{company.legalName}</strong>
        </li>
        {company.taxId ? <li>NIF/CIF: {company.taxId}</li> : null}
        {company.address ? <li>Domicilio: {company.address}</li> : null}
        {company.email ? (
          <li>
            Contacto para protección de datos: <CompanyEmail email={company.email} />
          </li>
        ) : null}
      </ul>
      <h2>2. Qué datos tratamos y para qué</h2>
      <ul>
        <li>
          <strong>Formulario de contacto</strong>: nombre, email, teléfono, mensaje y, si la indicas, la vivienda que te
          interesa. Los usamos para responder a tu consulta y, si lo pides, informarte sobre esa vivienda o similares.
        </li>
        <li>
          <strong>Compradores y reservas</strong>: nombre, email, DNI/NIE, domicilio y firma, para preparar, firmar y
          conservar los contratos de reserva o de arras y gestionar los pagos por transferencia.
        </li>
        <li>
          <strong>Datos técnicos</strong>: dirección IP, navegador y fecha de las firmas electrónicas, como prueba de la
          firma; y registros de seguridad del servidor para prevenir abusos.
        </li>
      </ul>
      <h2>3. Base legal</h2>
      <ul>
        <li>
          Consultas: tu consentimiento al enviarnos el formulario y la aplicación de medidas precontractuales a tu
          solicitud (art. 6.1.a y 6.1.b RGPD).
        </li>
        <li>
          Contratos y pagos: la ejecución del contrato del que eres parte (art. 6.1.b RGPD) y el cumplimiento de
          obligaciones legales fiscales y de prevención del blanqueo de capitales (art. 6.1.c RGPD).
        </li>
        <li>
          Seguridad del sitio y prueba de las firmas: nuestro interés legítimo en proteger el servicio y acreditar las
          operaciones (art. 6.1.f RGPD).
        </li>
      </ul>
      <h2>4. Cuánto tiempo conservamos los datos</h2>
      <ul>
        <li>
          <strong>Mensajes de contacto</strong>: se guardan hasta que los eliminamos desde el área de administración,
          cuando ya no hacen falta para atender tu consulta. No se borran solos: si quieres que eliminemos el tuyo,
          pídenoslo.
        </li>
        <li>
          <strong>Contratos y pagos</strong>: el contrato firmado, los datos de los compradores, los documentos
          adjuntos, las firmas, el registro de evidencias de cada firma (dirección IP, navegador, fecha y hora), los
          pagos y los correos enviados se conservan mientras dura la relación contractual y, después, bloqueados durante
          los plazos legales de prescripción de las acciones y de conservación (entre ellos, seis años por las
          obligaciones mercantiles y fiscales y diez por la prevención del blanqueo de capitales), a disposición solo de
          jueces, tribunales y administraciones públicas; transcurridos esos plazos, se suprimen. Es lo mismo que dice
          la cláusula de protección de datos de cada contrato. Archivar un contrato lo retira de la lista de trabajo,
          pero no borra nada. Un borrador que no se llegó a firmar se puede eliminar; queda constancia de quién lo creó
          y lo eliminó, y cuándo.
        </li>
        <li>
          <strong>Seguridad</strong>: la web no guarda un registro de tus visitas. Para frenar abusos anotamos cuántos
          intentos de inicio de sesión o de restablecimiento de contraseña llegan desde cada dirección IP o email; el
          recuento vuelve a cero a los pocos minutos.
        </li>
        <li>
          <strong>Copias de seguridad</strong>: contienen estos mismos datos y se guardan hasta que las borramos.
        </li>
      </ul>
      <h2>5. Destinatarios</h2>
      <p>
        No vendemos ni cedemos tus datos. Pueden acceder a ellos nuestros proveedores de alojamiento y correo
        electrónico como encargados del tratamiento, con contrato conforme al artículo 28 RGPD, así como notarías,
        registros, entidades bancarias y administraciones públicas cuando sea necesario para la operación o lo exija la
        ley. No realizamos transferencias internacionales de datos fuera del Espacio Económico Europeo.
      </p>
      <h2>6. Tus derechos</h2>
      <p>
        Puedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y
        portabilidad, así como retirar el consentimiento en cualquier momento, {contactChannels(company, CHANNELS)},
        indicando el derecho que ejerces y acompañando una copia de tu documento de identidad. Responderemos en el plazo
        de un mes.
      </p>
      <p>
        Si consideras que no hemos atendido tus derechos correctamente, puedes presentar una reclamación ante la Agencia
        Española de Protección de Datos (
        <a href="https://www.aepd.es" rel="noopener noreferrer" target="_blank">
          www.aepd.es
        </a>
        ).
      </p>
      <h2>7. Seguridad</h2>
      <p>
        Aplicamos medidas técnicas y organizativas adecuadas: conexiones cifradas, acceso restringido al área de
        administración, enlaces de firma personales y copias de seguridad.
      </p>
    </>
  );
}
