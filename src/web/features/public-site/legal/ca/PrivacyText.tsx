import type { SiteContentDto } from '#shared/api/api-types.ts';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';
import { companyDetails } from '#web/features/public-site/legal/company-details.ts';
import { contactChannels, type ChannelWords } from '#web/features/public-site/legal/contact-channels.tsx';

// The privacy policy in Catalan: a faithful translation of the Spanish ../PrivacyText.tsx,
// which stays the reference. Server-rendered only.

const CHANNELS: ChannelWords = {
  byEmail: 'escrivint a',
  byPost: 'per correu postal a',
  or: ' o ',
  none: 'adreçant-te a nosaltres per escrit',
};

export function PrivacyTextCa({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content, 'ca');
  return (
    <>
      <p>
        Aquesta política explica com tractem les teves dades personals d’acord amb el Reglament (UE) 2016/679 general de
        protecció de dades (RGPD) i la Llei orgànica 3/2018, de protecció de dades personals i garantia dels drets
        digitals (LOPDGDD).
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
          <strong>Formulari de contacte</strong>: nom, correu electrònic, telèfon, missatge i, si l’indiques,
          l’habitatge que t’interessa. Els fem servir per respondre la teva consulta i, si ho demanes, informar-te sobre
          aquell habitatge o d’altres de semblants.
        </li>
        <li>
          <strong>Compradors i reserves</strong>: nom, correu electrònic, DNI/NIE, domicili i signatura, per preparar,
          signar i conservar els contractes de reserva o d’arres i gestionar els pagaments per transferència.
        </li>
        <li>
          <strong>Dades tècniques</strong>: adreça IP, navegador i data de les signatures electròniques, com a prova de
          la signatura; i registres de seguretat del servidor per prevenir abusos.
        </li>
      </ul>
      <h2>3. Base legal</h2>
      <ul>
        <li>
          Consultes: el teu consentiment en enviar-nos el formulari i l’aplicació de mesures precontractuals a petició
          teva (art. 6.1.a i 6.1.b RGPD).
        </li>
        <li>
          Contractes i pagaments: l’execució del contracte del qual ets part (art. 6.1.b RGPD) i el compliment
          d’obligacions legals fiscals i de prevenció del blanqueig de capitals (art. 6.1.c RGPD).
        </li>
        <li>
          Seguretat del lloc i prova de les signatures: el nostre interès legítim a protegir el servei i acreditar les
          operacions (art. 6.1.f RGPD).
        </li>
      </ul>
      <h2>4. Quant de temps conservem les dades</h2>
      <ul>
        <li>
          <strong>Missatges de contacte</strong>: es guarden fins que els eliminem des de l’àrea d’administració, quan
          ja no calen per atendre la teva consulta. No s’esborren sols: si vols que eliminem el teu, demana-ho.
        </li>
        <li>
          <strong>Contractes i pagaments</strong>: el contracte signat, les dades dels compradors, els documents
          adjunts, les signatures, el registre d’evidències de cada signatura (adreça IP, navegador, data i hora), els
          pagaments i els correus enviats es conserven mentre dura la relació contractual i, després, bloquejats durant
          els terminis legals de prescripció de les accions i de conservació (entre d’altres, sis anys per les
          obligacions mercantils i fiscals i deu per la prevenció del blanqueig de capitals), a disposició només de
          jutges, tribunals i administracions públiques; un cop transcorreguts aquests terminis, se suprimeixen. És el
          mateix que diu la clàusula de protecció de dades de cada contracte. Arxivar un contracte el retira de la
          llista de treball, però no esborra res. Un esborrany que no s’ha arribat a signar es pot eliminar; en queda
          constància de qui el va crear i eliminar, i quan.
        </li>
        <li>
          <strong>Seguretat</strong>: el web no guarda un registre de les teves visites. Per frenar abusos anotem quants
          intents d’inici de sessió o de restabliment de contrasenya arriben des de cada adreça IP o correu electrònic;
          el recompte torna a zero al cap de pocs minuts.
        </li>
        <li>
          <strong>Còpies de seguretat</strong>: contenen aquestes mateixes dades i es guarden fins que les esborrem.
        </li>
      </ul>
      <h2>5. Destinataris</h2>
      <p>
        No venem ni cedim les teves dades. Hi poden accedir els nostres proveïdors d’allotjament i de correu electrònic
        com a encarregats del tractament, amb contracte d’acord amb l’article 28 RGPD, així com notaries, registres,
        entitats bancàries i administracions públiques quan sigui necessari per a l’operació o ho exigeixi la llei. No
        fem transferències internacionals de dades fora de l’Espai Econòmic Europeu.
      </p>
      <h2>6. Els teus drets</h2>
      <p>
        Pots exercir els drets d’accés, rectificació, supressió, oposició, limitació del tractament i portabilitat, així
        com retirar el consentiment en qualsevol moment, {contactChannels(company, CHANNELS)}, indicant el dret que
        exerceixes i adjuntant una còpia del teu document d’identitat. Respondrem en el termini d’un mes.
      </p>
      <p>
        Si consideres que no hem atès correctament els teus drets, pots presentar una reclamació davant l’Agencia
        Española de Protección de Datos (
        <a href="https://www.aepd.es" rel="noopener noreferrer" target="_blank">
          www.aepd.es
        </a>
        ).
      </p>
      <h2>7. Seguretat</h2>
      <p>
        Apliquem mesures tècniques i organitzatives adequades: connexions xifrades, accés restringit a l’àrea
        d’administració, enllaços de signatura personals i còpies de seguretat.
      </p>
    </>
  );
}
