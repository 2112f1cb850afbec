import type { RetentionPolicy, SiteContentDto } from '#shared/api/api-types.ts';
import { CONTRACT_RETENTION_TEXT } from '#shared/retention/retention-text.ts';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';

import { companyDetails } from './company-details';
import { contactChannels, type ChannelWords } from './contact-channels';

const CHANNELS: ChannelWords = {
  byEmail: 'escribiendo a',
  byPost: 'por correo postal a',
  or: ' o ',
  none: 'dirigiéndote a nosotros por escrito',
};

export function PrivacyText({ content, retention }: { content: SiteContentDto; retention: RetentionPolicy }) {
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
          <strong>Expediente del comprador (prevención del blanqueo de capitales)</strong>: como promotora inmobiliaria,
          la Ley 10/2010 nos obliga a identificar a quien compra y a conocer la operación antes de firmar o cobrar. En
          la página de firma te pedimos, o recogemos en persona: la imagen de las dos caras de tu DNI, NIE o pasaporte;
          si compras en tu nombre o por cuenta de otra persona; si compras para una sociedad y quiénes son sus titulares
          reales; si ocupas o has ocupado en los dos últimos años un cargo público importante, o eres familiar o
          allegado de quien lo ocupa (persona con responsabilidad pública); tu profesión o actividad; y el origen de los
          fondos (su categoría y una explicación). Con ello hacemos una valoración del riesgo de la operación, con su
          motivo. Si aportas el documento desde el enlace de firma, guardamos también la fecha, la hora y la dirección
          IP, como prueba de una identificación a distancia.
        </li>
        <li>
          <strong>Datos de otras personas</strong>: el nombre, el documento de identidad y la participación de los
          titulares reales de una sociedad compradora, o de la persona por cuya cuenta actúa el comprador, no nos los
          dan ellas: nos los da el comprador (art. 14 RGPD). Los tratamos solo para el expediente, con la misma base,
          acceso y plazos que se indican aquí para él; quien compra debe informarles de ello, y pueden ejercer sus
          derechos ante nosotros como se explica en el apartado 6.
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
          Expediente del comprador, datos de los titulares reales incluidos: el cumplimiento de una obligación legal
          (art. 6.1.c RGPD; Ley 10/2010, de prevención del blanqueo de capitales y de la financiación del terrorismo,
          arts. 3 a 6, 14 y 25). Sin él no podemos firmar ni cobrar la operación.
        </li>
        <li>
          Seguridad del sitio y prueba de las firmas: nuestro interés legítimo en proteger el servicio y acreditar las
          operaciones (art. 6.1.f RGPD).
        </li>
      </ul>
      <h2>4. Cuánto tiempo conservamos los datos</h2>
      <ul>
        <li>
          <strong>Mensajes de contacto</strong>: se borran automáticamente {retention.contactMonths} meses después de
          recibirlos, o antes si ya no hacen falta para atender tu consulta o si nos lo pides.
        </li>
        <li>
          <strong>Contratos, pagos y expediente del comprador</strong>: {CONTRACT_RETENTION_TEXT.es} Es lo mismo que
          dice la cláusula de protección de datos de cada contrato. Archivar un contrato lo retira de la lista de
          trabajo, pero no borra nada.
        </li>
        <li>
          <strong>Seguridad</strong>: la web no guarda un registro de tus visitas. Para frenar abusos anotamos cuántos
          intentos de inicio de sesión o de restablecimiento de contraseña llegan desde cada dirección IP o email; el
          recuento vuelve a cero a los pocos minutos.
        </li>
        <li>
          <strong>Copias de seguridad</strong>: contienen estos mismos datos y cada copia se borra automáticamente{' '}
          {retention.backupDays} días después de hacerse, así que un dato borrado desaparece también de las copias en
          ese plazo como máximo.
        </li>
      </ul>
      <h2>5. Destinatarios</h2>
      <p>
        No vendemos ni cedemos tus datos. Pueden acceder a ellos nuestros proveedores de alojamiento y correo
        electrónico como encargados del tratamiento, con contrato conforme al artículo 28 RGPD, así como notarías,
        registros, entidades bancarias y administraciones públicas cuando sea necesario para la operación o lo exija la
        ley. No realizamos transferencias internacionales de datos fuera del Espacio Económico Europeo.
      </p>
      <p>
        El expediente del comprador solo lo ven los propietarios de la empresa, no el resto del personal, y cada
        consulta queda registrada con el nombre de quien la hace. No forma parte del contrato, de su PDF ni de ningún
        correo. Solo se comunica al Servicio Ejecutivo de la Comisión de Prevención del Blanqueo de Capitales (SEPBLAC)
        y a las autoridades cuando la ley lo exige.
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
