// The dashboard's first-run checklist (docs/product.md §4): what must be in place before the company can sign
// contracts and collect payments safely. Pure: the server gathers the facts, this decides what they mean.
import { formatDateTime } from '#shared/format/dates.ts';
import { isReservedEmail } from '#shared/identity/email.ts';
import { SETTING_LABELS, SIGNING_POLICY_KEYS, type AppSettings } from '#shared/schemas/settings-schema.ts';

import { CONTENT_FIELD_META, missingBankDetails, missingDetails, type CompanyDetailKey } from './content';
import { SOCIAL_LINK_KEYS } from './social-networks';

/** Every check, in the order the dashboard lists them (also the API schema's enum). */
export const SETUP_CHECK_IDS = [
  'signing_policy',
  'company_signatory',
  'aml_approver',
  'aml_manual',
  'legal_identity',
  'company_contact',
  'representative',
  'mercantile_registry',
  'bank_details',
  'admin_email',
  'smtp',
  'public_url',
  'jwt_secret',
  'qualified_seal',
  'backup',
  'energy_labels',
  'pre_payment_information',
  'trusted_time',
] as const;

export type SetupCheckId = (typeof SETUP_CHECK_IDS)[number];

export type SetupCheck = {
  id: SetupCheckId;
  label: string;
  done: boolean;
  /**
   * In plain words for the administrator: what is wrong, why it matters and what to do or whom to ask, or what is
   * in place. Never a configuration variable or a command: those go in `technical`.
   */
  detail: string;
  /** For the person who installed the site: the setting or command behind it; null when there is none. */
  technical: string | null;
  /** Admin page (without the /cms prefix) where it is fixed; null for server settings. */
  link: string | null;
  /** 'error' when, undone, the site breaks the law right now (a listing without its energy rating). */
  severity: 'error' | 'warning';
};

export type SetupFacts = {
  /** Stored company details only: a default is not the company's own data. */
  company: Readonly<Partial<Record<string, string>>>;
  adminEmail: string | null;
  smtpConfigured: boolean;
  publicUrl: string;
  database: 'pglite' | 'postgres';
  jwtSecretFromEnv: boolean;
  /** SEAL_P12_PATH is set: signed PDFs are sealed with the company's own certificate, not a self-signed one. */
  sealConfigured: boolean;
  lastBackupAt: string | null;
  now: Date;
  propertiesWithoutEnergyLabel: number;
  /**
   * Contracts whose buyer will pay more than 1 % of the price on account while their information sheet or a
   * required buyer file is missing (src/shared/banking/pre-payment-information.ts).
   */
  contractsMissingPrePaymentInformation?: number;
  /** The time-stamping authority's URL (TSA_URL), or null: seals are dated by the server's clock. */
  timestampAuthorityUrl?: string | null;
  /** TSA_CA_PATH is set: the authority's time-stamps can be checked, so they are added to signed PDFs. */
  timestampTrustConfigured?: boolean;
  /** The signing settings and who decided on them (saved them) and when; null until an owner saves them. */
  signingPolicy?: { settings: AppSettings; decision: { by: string; at: string } | null };
  /** Stored company details that are still the demo's (docs/product.md §4): never a company's real data. */
  demoCompanyKeys?: readonly string[];
  /** Active owners with signing powers of their own (a named person who signs for the company). */
  namedSignatories?: readonly string[];
  /**
   * The company's AML organisation (Ley 10/2010 art. 26): who approves high-risk clients (their name, and whether they
   * still have an active owner account) and the internal manual's date.
   */
  amlOrganisation?: { approver: { name: string; valid: boolean } | null; manualDated: string | null };
};

const BACKUP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const LEGAL_IDENTITY: readonly CompanyDetailKey[] = ['legal_name', 'tax_id', 'legal_address'];
const REPRESENTATIVE: readonly CompanyDetailKey[] = ['representative_name', 'representative_dni'];
// The entry number is optional: the registry, volume, folio and sheet identify the company (LSSI-CE art. 10).
const MERCANTILE_REGISTRY: readonly CompanyDetailKey[] = [
  'mercantile_registry',
  'mercantile_volume',
  'mercantile_folio',
  'mercantile_sheet',
];

/** The id of a company detail's field in Contenido, which the checklist's links point at (docs/product.md#company-details). */
export const companyFieldAnchor = (key: CompanyDetailKey) => `field-${key}`;

const BANK_DETAILS: readonly CompanyDetailKey[] = ['bank_iban', 'bank_name', 'bank_bic'];

const missingText = (labels: readonly string[]) => `Falta: ${labels.join(', ')}.`;

/**
 * A group of company details: missing ones are a warning; demo values ("datos de demostración") an error, because a
 * contract or a transfer would then name a company, a representative or an account that are not the company's.
 */
function companyCheck(
  id: SetupCheckId,
  label: string,
  keys: readonly CompanyDetailKey[],
  missing: string[],
  doneDetail: string,
  demo: readonly string[] = [],
): SetupCheck {
  const isDemo = demo.length > 0;
  // The link lands on the first field to fix in the company form, not at the top of Contenido.
  const first = keys.find((key) => [...demo, ...missing].includes(CONTENT_FIELD_META[key].label)) ?? keys[0]!;
  const done = missing.length === 0 && !isDemo;
  const demoText = `Datos de demostración: ${demo.join(', ')}. Sustitúyelos por los de tu empresa antes de firmar o cobrar.`;
  return {
    id,
    label,
    done,
    detail: done
      ? doneDetail
      : [isDemo ? demoText : null, missing.length ? missingText(missing) : null].filter(Boolean).join(' '),
    technical: null,
    link: `/content#${companyFieldAnchor(first)}`,
    severity: isDemo ? 'error' : 'warning',
  };
}

/**
 * Where the company is reached (docs/product.md §4), its social profiles included (the demo's would send visitors to
 * profiles that are not the company's): owner notices ("Contrato firmado", new contacts), buyers' replies
 * and the contract's notices clause use this address, so an address that cannot receive mail, or the demo's, is an
 * error; a missing phone or address only a warning.
 */
function contactCheck(company: SetupFacts['company'], demoKeys: readonly string[]): SetupCheck {
  const email = (company.company_email ?? '').trim();
  const demo = (['company_email', 'company_phone', 'company_address', ...SOCIAL_LINK_KEYS] as const)
    .filter((key) => demoKeys.includes(key))
    .map((key) => CONTENT_FIELD_META[key].label);
  const unreachable = email === '' || isReservedEmail(email);
  const missing = (['company_phone', 'company_address'] as const)
    .filter((key) => !(company[key] ?? '').trim())
    .map((key) => CONTENT_FIELD_META[key].label);
  const problems = [
    unreachable
      ? email === ''
        ? 'Falta el email de la empresa: los avisos a la empresa y las respuestas de los compradores no llegarían a nadie.'
        : `El email de la empresa (${email}) no puede recibir correo: los avisos a la empresa y las respuestas de los compradores no llegarían a nadie.`
      : null,
    demo.length ? `Datos de demostración: ${demo.join(', ')}. Sustitúyelos por los de tu empresa.` : null,
    missing.length ? missingText(missing) : null,
  ].filter((line): line is string => line !== null);
  return {
    id: 'company_contact',
    label: 'Email, teléfono y dirección de la empresa',
    done: problems.length === 0,
    detail:
      problems.length === 0
        ? `Los avisos a la empresa y las respuestas de los compradores llegan a ${email}.`
        : problems.join(' '),
    technical: null,
    link: '/content',
    severity: unreachable || demo.length > 0 ? 'error' : 'warning',
  };
}

const yesNo = (value: boolean) => (value ? 'sí' : 'no');

/** The owner's explicit decision on the email code and the buyer's file (docs/product.md §5.4, §5.7). */
function signingPolicyCheck(policy: SetupFacts['signingPolicy']): SetupCheck {
  const decision = policy?.decision ?? null;
  const chosen = policy
    ? SIGNING_POLICY_KEYS.map((key) => `${SETTING_LABELS[key]}: ${yesNo(policy.settings[key])}`).join('; ')
    : '';
  return {
    id: 'signing_policy',
    label: 'Código por email y expediente del comprador',
    done: decision !== null,
    detail: decision
      ? `Decidido por ${decision.by} el ${formatDateTime(new Date(decision.at))}. ${chosen}.`
      : 'Decide en «Ajustes de firma» (Contratos) si pedirás un código por email antes de firmar (recomendado) y si el ' +
        'expediente del comprador será obligatorio antes de firmar arras y reservas (recomendado: como promotora, la ' +
        'empresa es sujeto obligado de la Ley 10/2010 de prevención del blanqueo de capitales). Al guardar los ' +
        `ajustes queda registrada tu decisión.${chosen ? ` Ahora: ${chosen}.` : ''}`,
    technical: null,
    link: '/contracts',
    severity: 'error',
  };
}

/** A named person with signing powers signs for the company; the shared first account is a stopgap (docs/product.md §4). */
function signatoryCheck(named: readonly string[] | undefined): SetupCheck {
  const done = (named?.length ?? 0) > 0;
  return {
    id: 'company_signatory',
    label: 'Persona que firma por la empresa',
    done,
    detail: done
      ? `Firman por la empresa con sus propios poderes: ${named!.join(', ')}.`
      : 'Nadie tiene todavía poderes para firmar en nombre de la empresa: Firmar se hace desde la cuenta de ' +
        'administración compartida, en nombre del representante de los datos de la empresa, y así consta en las ' +
        'evidencias. Indica en Personas quién firma (su nombre, DNI, cargo y poderes) para que cada firma la haga esa persona.',
    technical: null,
    link: '/people',
    severity: 'error',
  };
}

/**
 * The company's own AML organisation (docs/product.md#aml-organisation): an obliged entity approves its high-risk
 * clients through a person its manual names (art. 14) and has an internal manual (art. 26). Errors: a live
 * installation refuses a high-risk approval by anyone else.
 */
function amlChecks(aml: SetupFacts['amlOrganisation']): SetupCheck[] {
  const approver = aml?.approver ?? null;
  const dated = aml?.manualDated ?? null;
  return [
    {
      id: 'aml_approver',
      label: 'Quién aprueba los clientes de riesgo alto (blanqueo de capitales)',
      done: approver?.valid === true,
      detail:
        approver?.valid === true
          ? `Los aprueba ${approver.name}. Con la instalación en marcha, nadie más puede aprobar un riesgo alto.`
          : approver
            ? `${approver.name} ya no tiene una cuenta de propietario activa: designa a otra persona en «Organización PBC» (Contratos).`
            : 'Designa en «Organización PBC» (Contratos) a la persona, con cuenta de propietario, que aprueba los ' +
              'clientes de riesgo alto, como las personas con responsabilidad pública (Ley 10/2010, arts. 14 y 26).',
      technical: null,
      link: '/contracts',
      severity: 'error',
    },
    {
      id: 'aml_manual',
      label: 'Manual interno de prevención del blanqueo de capitales',
      done: dated !== null,
      detail: dated
        ? `Manual del ${dated} subido.`
        : 'Sube en «Organización PBC» (Contratos) el manual interno de la empresa en PDF, con su fecha ' +
          '(Ley 10/2010, art. 26): dice cómo se identifica a los compradores, quién decide y cómo se conservan los expedientes.',
      technical: null,
      link: '/contracts',
      severity: 'error',
    },
  ];
}

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1?\])$/i;

function isLocalUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return LOCAL_HOSTS.test(hostname) || hostname.endsWith('.localhost');
  } catch {
    return true;
  }
}

// Server settings are not the administrator's to change: the checklist says why they matter and whom to ask.
const INSTALLER = 'la persona que instaló la web';

function serverCheck(
  id: SetupCheckId,
  label: string,
  done: boolean,
  detail: string,
  technical: string,
  severity: SetupCheck['severity'] = 'warning',
): SetupCheck {
  return { id, label, done, detail, technical: done ? null : technical, link: null, severity };
}

/** Trusted time needs the authority and the list of roots its time-stamps are checked against. */
function trustedTimeCheck(facts: SetupFacts): SetupCheck {
  const url = facts.timestampAuthorityUrl;
  if (url && !facts.timestampTrustConfigured) {
    return serverCheck(
      'trusted_time',
      'Fecha garantizada de los contratos firmados',
      false,
      `Hay un servicio de sellado de tiempo (${url}), pero falta la lista de autoridades de confianza con la que ` +
        'se comprueban sus sellos: sin ella no se añade ninguno y los contratos firmados quedan con la fecha del ' +
        `reloj de este servidor. Pide a ${INSTALLER} que la configure.`,
      'Definir TSA_CA_PATH con el fichero PEM de las raíces de confianza de la autoridad de sellado de tiempo y reiniciar.',
    );
  }
  return serverCheck(
    'trusted_time',
    'Fecha garantizada de los contratos firmados',
    Boolean(url),
    url
      ? `Cada contrato firmado lleva un sello de tiempo de ${url}, comprobado antes de añadirlo, que da fe de la fecha de la firma.`
      : 'La fecha de cada firma la pone el reloj de este servidor. Para que nadie pueda discutirla, ' +
          `pide a ${INSTALLER} que la conecte con un servicio cualificado de sellado de tiempo.`,
    'Definir TSA_URL con una autoridad de sellado de tiempo cualificada (eIDAS, RFC 3161) y TSA_CA_PATH con sus raíces de confianza, y reiniciar.',
  );
}

function backupCheck(lastBackupAt: string | null, now: Date): SetupCheck {
  const at = lastBackupAt ? new Date(lastBackupAt) : null;
  const known = at !== null && !Number.isNaN(at.getTime());
  const recent = known && now.getTime() - at.getTime() < BACKUP_MAX_AGE_MS;
  const detail = !known
    ? 'Todavía no se ha hecho ninguna copia de seguridad de los datos (contratos, propiedades, contactos): si el ' +
      `servidor fallara, se perderían. Pide a ${INSTALLER} que programe una copia automática cada día.`
    : recent
      ? `Última copia: ${formatDateTime(at)}.`
      : `La última copia es del ${formatDateTime(at)}, hace más de 24 horas. Pide a ${INSTALLER} que revise la copia automática diaria.`;
  return serverCheck(
    'backup',
    'Copia de seguridad de las últimas 24 horas',
    recent,
    detail,
    'Programar «npm run backup» a diario (por ejemplo, con cron).',
  );
}

function prePaymentCheck(contracts: number): SetupCheck {
  return {
    id: 'pre_payment_information',
    label: 'Ficha informativa y expediente del comprador antes de cobrar a cuenta',
    done: contracts === 0,
    detail:
      contracts === 0
        ? 'Los contratos con pagos a cuenta de más del 1 % del precio llevan su ficha informativa y piden el expediente del comprador.'
        : `${contracts === 1 ? 'Un contrato' : `${contracts} contratos`} con pagos a cuenta de más del 1 % del precio ` +
          `${contracts === 1 ? 'no lleva' : 'no llevan'} la ficha informativa de la vivienda o no piden el expediente del ` +
          'comprador: resuélvelo antes de enviar las instrucciones de pago (cada contrato dice qué falta).',
    technical: null,
    link: '/contracts',
    severity: 'warning',
  };
}

/** What the contracts and payment instructions say about the company (Contenido › Datos de la empresa). */
function companyDetailChecks(facts: SetupFacts): SetupCheck[] {
  const { company } = facts;
  const bankMissing = missingBankDetails(company).filter((label) => label !== CONTENT_FIELD_META.legal_name.label);
  const demo = (keys: readonly CompanyDetailKey[]) =>
    keys.filter((key) => facts.demoCompanyKeys?.includes(key)).map((key) => CONTENT_FIELD_META[key].label);
  return [
    companyCheck(
      'legal_identity',
      'Razón social, CIF y domicilio social',
      LEGAL_IDENTITY,
      missingDetails(company, LEGAL_IDENTITY),
      'Completos.',
      demo(LEGAL_IDENTITY),
    ),
    contactCheck(company, facts.demoCompanyKeys ?? []),
    companyCheck(
      'representative',
      'Representante legal y su DNI/NIE',
      REPRESENTATIVE,
      missingDetails(company, REPRESENTATIVE),
      'Completos.',
      demo(REPRESENTATIVE),
    ),
    companyCheck(
      'mercantile_registry',
      'Datos del Registro Mercantil',
      MERCANTILE_REGISTRY,
      missingDetails(company, MERCANTILE_REGISTRY),
      'Completos.',
      demo(MERCANTILE_REGISTRY),
    ),
    companyCheck(
      'bank_details',
      'Cuenta bancaria: IBAN, banco y BIC',
      BANK_DETAILS,
      bankMissing,
      'Completos y válidos.',
      demo(['bank_iban']),
    ),
  ];
}

/** What only the installer sets: mail, the public address, the session key, the seal. */
function serverConfigurationChecks(facts: SetupFacts): SetupCheck[] {
  const localUrl = isLocalUrl(facts.publicUrl);
  const jwtDone = facts.jwtSecretFromEnv || facts.database === 'pglite';
  return [
    serverCheck(
      'admin_email',
      'Email del administrador',
      (facts.adminEmail ?? '').trim() !== '',
      facts.adminEmail
        ? `Si olvidas la contraseña, el enlace para cambiarla llega a ${facts.adminEmail}.`
        : `Sin un email no podrás recuperar la contraseña si la olvidas. Pide a ${INSTALLER} que añada tu email de administrador.`,
      'Definir ADMIN_EMAIL y reiniciar.',
    ),
    serverCheck(
      'smtp',
      'Envío de correos',
      facts.smtpConfigured,
      facts.smtpConfigured
        ? 'Los correos (enlaces de firma, recibos, avisos) llegan a sus destinatarios.'
        : 'Los correos todavía no salen: los enlaces de firma, los códigos que confirman a cada comprador, los ' +
            'recibos y los avisos se quedan guardados en el servidor, donde cualquiera con acceso a él puede leerlos, ' +
            `y nadie los recibe. Pide a ${INSTALLER} que configure el correo de salida antes de poner la web en marcha.`,
      'Sin SMTP_URL, los correos se guardan en DATA_DIR/outbox.',
      // A buyer's code readable by the company is no proof that only the buyer signed (docs/product.md#test-mode).
      'error',
    ),
    serverCheck(
      'public_url',
      'Dirección pública de la web',
      !localUrl,
      localUrl
        ? `La web usa todavía una dirección de pruebas (${facts.publicUrl}): los enlaces de firma y de pago que ` +
            `reciben los compradores no se abrirán fuera de este equipo. Pide a ${INSTALLER} que ponga la dirección ` +
            'definitiva de la web.'
        : `Los enlaces de los correos llevan a ${facts.publicUrl}.`,
      `PUBLIC_URL es ${facts.publicUrl}.`,
    ),
    serverCheck(
      'jwt_secret',
      'Protección de los inicios de sesión',
      jwtDone,
      facts.jwtSecretFromEnv
        ? 'La clave que protege las sesiones está guardada aparte, en la configuración del servidor.'
        : facts.database === 'pglite'
          ? 'La clave que protege las sesiones está guardada con los datos de la web.'
          : 'La clave que protege las sesiones se guarda dentro de la base de datos: quien consiguiera una copia ' +
            `podría entrar como administrador. Pide a ${INSTALLER} que la guarde aparte, en la configuración del servidor.`,
      'Definir JWT_SECRET (al menos 32 caracteres) y reiniciar.',
    ),
    serverCheck(
      'qualified_seal',
      'Sello electrónico de la empresa',
      facts.sealConfigured,
      facts.sealConfigured
        ? 'Los contratos firmados llevan el sello electrónico de la empresa.'
        : 'Los contratos firmados llevan un sello provisional que solo esta web puede comprobar. Antes de empezar a ' +
            'firmar, conviene obtener un sello electrónico cualificado a nombre de la empresa (lo emiten entidades ' +
            `de certificación como la FNMT). Cuando lo tengas, pide a ${INSTALLER} que lo instale.`,
      'Indicar el archivo del sello en SEAL_P12_PATH (y su contraseña en SEAL_P12_PASSWORD) y reiniciar.',
    ),
  ];
}

function energyLabelCheck(unlabelled: number): SetupCheck {
  return {
    id: 'energy_labels',
    label: 'Certificado energético de las propiedades en venta',
    done: unlabelled === 0,
    detail:
      unlabelled === 0
        ? 'Todas las propiedades En Venta tienen su calificación energética.'
        : `${unlabelled === 1 ? 'Hay 1 propiedad' : `Hay ${unlabelled} propiedades`} En Venta sin certificado energético ` +
          '(o con la calificación «en trámite»): la normativa exige la calificación en los anuncios de venta.',
    technical: null,
    link: '/properties',
    severity: 'error',
  };
}

export function setupChecklist(facts: SetupFacts): SetupCheck[] {
  return [
    signingPolicyCheck(facts.signingPolicy),
    signatoryCheck(facts.namedSignatories),
    ...amlChecks(facts.amlOrganisation),
    ...companyDetailChecks(facts),
    ...serverConfigurationChecks(facts),
    backupCheck(facts.lastBackupAt, facts.now),
    energyLabelCheck(facts.propertiesWithoutEnergyLabel),
    prePaymentCheck(facts.contractsMissingPrePaymentInformation ?? 0),
    trustedTimeCheck(facts),
  ];
}
