import type { RetentionPolicy, SiteContentDto } from '#shared/api/api-types.ts';
import { CONTRACT_RETENTION_TEXT } from '#shared/retention/retention-text.ts';
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

export function PrivacyTextCa({ content, retention }: { content: SiteContentDto; retention: RetentionPolicy }) {
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
          <strong>Expedient del comprador (prevenció del blanqueig de capitals)</strong>: com a promotora immobiliària,
          la Llei 10/2010 ens obliga a identificar qui compra i a conèixer l’operació abans de signar o cobrar. A la
          pàgina de signatura et demanem, o recollim en persona: la imatge de les dues cares del teu DNI, NIE o
          passaport; si compres en nom teu o per compte d’una altra persona; si compres per a una societat i qui en són
          els titulars reals; si ocupes o has ocupat en els dos últims anys un càrrec públic important, o ets familiar o
          persona propera de qui l’ocupa (persona amb responsabilitat pública); la teva professió o activitat; i
          l’origen dels fons (la categoria i una explicació). Amb això fem una valoració del risc de l’operació, amb el
          seu motiu. Si aportes el document des de l’enllaç de signatura, guardem també la data, l’hora i l’adreça IP,
          com a prova d’una identificació a distància.
        </li>
        <li>
          <strong>Dades d’altres persones</strong>: el nom, el document d’identitat i la participació dels titulars
          reals d’una societat compradora, o de la persona per compte de qui actua el comprador, no ens els donen elles:
          ens els dona el comprador (art. 14 RGPD). Els tractem només per a l’expedient, amb la mateixa base, accés i
          terminis que s’hi indiquen; qui compra les n’ha d’informar, i poden exercir els seus drets davant nostre com
          s’explica a l’apartat 6.
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
          Expedient del comprador, dades dels titulars reals incloses: el compliment d’una obligació legal (art. 6.1.c
          RGPD; Llei 10/2010, de prevenció del blanqueig de capitals i del finançament del terrorisme, arts. 3 a 6, 14 i
          25). Sense l’expedient no podem signar ni cobrar l’operació.
        </li>
        <li>
          Seguretat del lloc i prova de les signatures: el nostre interès legítim a protegir el servei i acreditar les
          operacions (art. 6.1.f RGPD).
        </li>
      </ul>
      <h2>4. Quant de temps conservem les dades</h2>
      <ul>
        <li>
          <strong>Missatges de contacte</strong>: s’esborren automàticament {retention.contactMonths} mesos després de
          rebre’ls, o abans si ja no calen per atendre la teva consulta o si ens ho demanes.
        </li>
        <li>
          <strong>Contractes, pagaments i expedient del comprador</strong>: {CONTRACT_RETENTION_TEXT.ca} És el mateix
          que diu la clàusula de protecció de dades de cada contracte. Arxivar un contracte el retira de la llista de
          treball, però no esborra res.
        </li>
        <li>
          <strong>Seguretat</strong>: el web no guarda un registre de les teves visites. Per frenar abusos anotem quants
          intents d’inici de sessió o de restabliment de contrasenya arriben des de cada adreça IP o correu electrònic;
          el recompte torna a zero al cap de pocs minuts.
        </li>
        <li>
          <strong>Còpies de seguretat</strong>: contenen aquestes mateixes dades i cada còpia s’esborra automàticament{' '}
          {retention.backupDays} dies després de fer-se, de manera que una dada esborrada desapareix també de les còpies
          en aquest termini com a màxim.
        </li>
      </ul>
      <h2>5. Destinataris</h2>
      <p>
        No venem ni cedim les teves dades. Hi poden accedir els nostres proveïdors d’allotjament i de correu electrònic
        com a encarregats del tractament, amb contracte d’acord amb l’article 28 RGPD, així com notaries, registres,
        entitats bancàries i administracions públiques quan sigui necessari per a l’operació o ho exigeixi la llei. No
        fem transferències internacionals de dades fora de l’Espai Econòmic Europeu.
      </p>
      <p>
        L’expedient del comprador només el veuen els propietaris de l’empresa, no la resta del personal, i cada consulta
        queda registrada amb el nom de qui la fa. No forma part del contracte, del seu PDF ni de cap correu. Només es
        comunica al Servei Executiu de la Comissió de Prevenció del Blanqueig de Capitals (SEPBLAC) i a les autoritats
        quan la llei ho exigeix.
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
