// The dashboard's first-run checklist (docs/product.md §4): what must be in place before the company can sign
// contracts and collect payments safely. Pure: the server gathers the facts, this decides what they mean.
import { formatDateTime } from '../format/dates';
import { CONTENT_FIELD_META, missingBankDetails, missingDetails, type CompanyDetailKey } from './content';

export type SetupCheckId =
  | 'legal_identity'
  | 'representative'
  | 'mercantile_registry'
  | 'bank_details'
  | 'admin_email'
  | 'smtp'
  | 'public_url'
  | 'jwt_secret'
  | 'qualified_seal'
  | 'backup'
  | 'energy_labels'
  | 'trusted_time';

export type SetupCheck = {
  id: SetupCheckId;
  label: string;
  done: boolean;
  /** What is wrong and how to fix it, or what is in place. */
  detail: string;
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
  /** The time-stamping authority's URL (TSA_URL), or null: seals are dated by the server's clock. */
  timestampAuthorityUrl?: string | null;
};

export const BACKUP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const LEGAL_IDENTITY: readonly CompanyDetailKey[] = ['legal_name', 'tax_id', 'legal_address'];
const REPRESENTATIVE: readonly CompanyDetailKey[] = ['representative_name', 'representative_dni'];
// The entry number is optional: the registry, volume, folio and sheet identify the company (LSSI-CE art. 10).
const MERCANTILE_REGISTRY: readonly CompanyDetailKey[] = ['mercantile_registry', 'mercantile_volume', 'mercantile_folio', 'mercantile_sheet'];

const missingText = (labels: readonly string[]) => `Falta: ${labels.join(', ')}.`;

function companyCheck(id: SetupCheckId, label: string, missing: string[], doneDetail: string): SetupCheck {
  return { id, label, done: missing.length === 0, detail: missing.length === 0 ? doneDetail : missingText(missing), link: '/content', severity: 'warning' };
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

function backupCheck(lastBackupAt: string | null, now: Date): SetupCheck {
  const at = lastBackupAt ? new Date(lastBackupAt) : null;
  const recent = at !== null && !Number.isNaN(at.getTime()) && now.getTime() - at.getTime() < BACKUP_MAX_AGE_MS;
  const detail =
    at === null || Number.isNaN(at.getTime())
      ? 'Todavía no se ha hecho ninguna copia de seguridad: ejecuta «npm run backup» y prográmalo cada día.'
      : recent
        ? `Última copia: ${formatDateTime(at)}.`
        : `La última copia es del ${formatDateTime(at)}, hace más de 24 horas: ejecuta «npm run backup» y prográmalo cada día.`;
  return { id: 'backup', label: 'Copia de seguridad de las últimas 24 horas', done: recent, detail, link: null, severity: 'warning' };
}

export function setupChecklist(facts: SetupFacts): SetupCheck[] {
  const { company } = facts;
  const bankMissing = missingBankDetails(company).filter((label) => label !== CONTENT_FIELD_META.legal_name.label);
  const unlabelled = facts.propertiesWithoutEnergyLabel;
  return [
    companyCheck('legal_identity', 'Razón social, CIF y domicilio social', missingDetails(company, LEGAL_IDENTITY), 'Completos.'),
    companyCheck('representative', 'Representante legal y su DNI/NIE', missingDetails(company, REPRESENTATIVE), 'Completos.'),
    companyCheck('mercantile_registry', 'Datos del Registro Mercantil', missingDetails(company, MERCANTILE_REGISTRY), 'Completos.'),
    companyCheck('bank_details', 'Cuenta bancaria: IBAN, banco y BIC', bankMissing, 'Completos y válidos.'),
    {
      id: 'admin_email',
      label: 'Email del administrador',
      done: (facts.adminEmail ?? '').trim() !== '',
      detail: facts.adminEmail
        ? `Los restablecimientos de contraseña llegan a ${facts.adminEmail}.`
        : 'Sin email no se puede restablecer la contraseña: define ADMIN_EMAIL y reinicia.',
      link: null,
      severity: 'warning',
    },
    {
      id: 'smtp',
      label: 'Envío de correo por SMTP',
      done: facts.smtpConfigured,
      detail: facts.smtpConfigured
        ? 'Los correos salen por el servidor SMTP configurado.'
        : 'Correo en ficheros: sin SMTP_URL los correos (enlaces de firma, recibos) se guardan en DATA_DIR/outbox y nadie los recibe.',
      link: null,
      severity: 'warning',
    },
    {
      id: 'public_url',
      label: 'Dirección pública del sitio (PUBLIC_URL)',
      done: !isLocalUrl(facts.publicUrl),
      detail: isLocalUrl(facts.publicUrl)
        ? `PUBLIC_URL es ${facts.publicUrl}: los enlaces de firma y de pago de los correos no funcionarán fuera de este equipo.`
        : `Los enlaces de los correos apuntan a ${facts.publicUrl}.`,
      link: null,
      severity: 'warning',
    },
    {
      id: 'jwt_secret',
      label: 'Secreto de las sesiones (JWT_SECRET)',
      done: facts.jwtSecretFromEnv || facts.database === 'pglite',
      detail: facts.jwtSecretFromEnv
        ? 'Definido en la configuración.'
        : facts.database === 'pglite'
          ? 'Generado y guardado con los datos de la base de datos integrada.'
          : 'Con PostgreSQL el secreto generado se guarda en la propia base de datos: quien tenga una copia podría ' +
            'falsificar sesiones. Define JWT_SECRET (al menos 32 caracteres) y reinicia.',
      link: null,
      severity: 'warning',
    },
    {
      id: 'qualified_seal',
      label: 'Sello electrónico de la empresa (SEAL_P12_PATH)',
      done: facts.sealConfigured,
      detail: facts.sealConfigured
        ? 'Los contratos firmados se sellan con el certificado configurado.'
        : 'Los contratos firmados se sellan con un certificado autofirmado a nombre de la empresa, que solo esta ' +
          'instalación puede comprobar. Antes de empezar a firmar, se recomienda un sello electrónico cualificado ' +
          '(eIDAS) a nombre de la empresa: indica su archivo en SEAL_P12_PATH (y SEAL_P12_PASSWORD) y reinicia.',
      link: null,
      severity: 'warning',
    },
    backupCheck(facts.lastBackupAt, facts.now),
    {
      id: 'energy_labels',
      label: 'Certificado energético de las propiedades en venta',
      done: unlabelled === 0,
      detail:
        unlabelled === 0
          ? 'Todas las propiedades En Venta tienen su calificación energética.'
          : `${unlabelled === 1 ? 'Hay 1 propiedad' : `Hay ${unlabelled} propiedades`} En Venta sin certificado energético ` +
            '(o con la calificación «en trámite»): la normativa exige la calificación en los anuncios de venta.',
      link: '/properties',
      severity: 'error',
    },
    {
      id: 'trusted_time',
      label: 'Fecha cierta de los contratos firmados (TSA_URL)',
      done: Boolean(facts.timestampAuthorityUrl),
      detail: facts.timestampAuthorityUrl
        ? `Cada PDF firmado se sella con un sello de tiempo RFC 3161 de ${facts.timestampAuthorityUrl}.`
        : 'Los PDF firmados se fechan con el reloj del servidor. Define TSA_URL con una autoridad de sellado de tiempo ' +
          'cualificada (eIDAS) para que la fecha de la firma sea fehaciente, y reinicia.',
      link: null,
      severity: 'warning',
    },
  ];
}
