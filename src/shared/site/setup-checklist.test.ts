import { describe, expect, it } from 'vitest';

import { SETTINGS_DEFAULTS } from '#shared/schemas/settings-schema.ts';
import { COMPLETE_COMPANY } from '#shared/test/contract-fixtures.ts';

import { setupChecklist, type SetupFacts } from './setup-checklist';

const NOW = new Date('2025-06-10T10:00:00Z');

const COMPLETE: SetupFacts = {
  company: COMPLETE_COMPANY,
  adminEmail: 'admin@casanova.es',
  smtpConfigured: true,
  publicUrl: 'https://www.casanova.es',
  database: 'postgres',
  jwtSecretFromEnv: true,
  sealConfigured: true,
  lastBackupAt: '2025-06-10T03:00:00Z',
  now: NOW,
  propertiesWithoutEnergyLabel: 0,
  timestampAuthorityUrl: 'https://tsa.example.eu/tsr',
  timestampTrustConfigured: true,
  signingPolicy: {
    settings: { ...SETTINGS_DEFAULTS, signing_email_code: true, buyer_file_required_arras: true },
    decision: { by: 'marta@casanova.es', at: '2025-06-01T08:30:00Z' },
  },
  demoCompanyKeys: [],
  namedSignatories: ['Marta Soler Puig'],
  amlOrganisation: { approver: { name: 'Marta Soler Puig', valid: true }, manualDated: '2026-01-15' },
};

const check = (facts: Partial<SetupFacts>, id: string) =>
  setupChecklist({ ...COMPLETE, ...facts }).find((c) => c.id === id)!;

describe('the company contact check', () => {
  it('is an error while the company email cannot receive mail or is still the demo’s, a warning for a missing phone', () => {
    expect(
      check({ company: { ...COMPLETE_COMPANY, company_email: 'hola@casanova.example' } }, 'company_contact'),
    ).toMatchObject({
      done: false,
      severity: 'error',
      detail: expect.stringContaining('(hola@casanova.example) no puede recibir correo'),
    });
    expect(check({ demoCompanyKeys: ['company_phone'] }, 'company_contact')).toMatchObject({
      done: false,
      severity: 'error',
      detail: expect.stringContaining('Datos de demostración: Teléfono de la empresa.'),
    });
    expect(check({ company: { ...COMPLETE_COMPANY, company_phone: '' } }, 'company_contact')).toMatchObject({
      done: false,
      severity: 'warning',
      detail: 'Falta: Teléfono de la empresa.',
    });
    expect(check({}, 'company_contact')).toMatchObject({ done: true });
  });

  it('lists the demo’s social profiles while they are unchanged, as it does the other demo details', () => {
    const demo = ['social_instagram', 'social_facebook', 'social_linkedin'];
    expect(check({ demoCompanyKeys: demo }, 'company_contact')).toMatchObject({
      done: false,
      severity: 'error',
      detail: 'Datos de demostración: Instagram, Facebook, LinkedIn. Sustitúyelos por los de tu empresa.',
    });
    // Replaced or cleared, they are no longer the demo's: a company without profiles is done.
    expect(check({ demoCompanyKeys: [] }, 'company_contact')).toMatchObject({ done: true });
  });
});

describe('setupChecklist', () => {
  it('lists the checks, all done for a company ready to sign and collect', () => {
    const checks = setupChecklist(COMPLETE);
    expect(checks.map((c) => c.id)).toEqual([
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
    ]);
    expect(checks.filter((c) => !c.done)).toEqual([]);
  });

  it('on a fresh install (nothing stored, defaults of the environment) nothing is done but the PGlite secret', () => {
    const fresh = setupChecklist({
      company: {},
      adminEmail: null,
      smtpConfigured: false,
      publicUrl: 'http://localhost:3000',
      database: 'pglite',
      jwtSecretFromEnv: false,
      sealConfigured: false,
      lastBackupAt: null,
      now: NOW,
      propertiesWithoutEnergyLabel: 0,
    });
    expect(fresh.filter((c) => c.done).map((c) => c.id)).toEqual([
      'jwt_secret',
      'energy_labels',
      'pre_payment_information',
    ]);
    // Without SMTP the buyers' codes would sit on the server, readable by the company: no going live like that.
    expect(fresh.filter((c) => c.severity === 'error' && !c.done).map((c) => c.id)).toEqual([
      'signing_policy',
      'company_signatory',
      'aml_approver',
      'aml_manual',
      'company_contact',
      'smtp',
    ]);
    expect(fresh.find((c) => c.id === 'legal_identity')?.detail).toBe(
      'Falta: Razón social, CIF/NIF, Domicilio social.',
    );
    expect(fresh.find((c) => c.id === 'smtp')).toMatchObject({
      detail: expect.stringMatching(
        /^Los correos todavía no salen.*puede leerlos.*Pide a la persona que instaló la web que configure el correo de salida antes de poner la web en marcha\.$/,
      ),
      technical: expect.stringContaining('SMTP_URL'),
    });
    expect(fresh.find((c) => c.id === 'trusted_time')).toMatchObject({
      detail: expect.stringMatching(/reloj de este servidor.*servicio cualificado de sellado de tiempo/),
      technical: expect.stringContaining('TSA_URL'),
    });
    // An authority without the roots to check it against adds no time-stamp: the checklist says so.
    const untrusted = setupChecklist({ ...COMPLETE, timestampTrustConfigured: false });
    expect(untrusted.find((c) => c.id === 'trusted_time')).toMatchObject({
      done: false,
      detail: expect.stringMatching(/falta la lista de autoridades de confianza/),
      technical: expect.stringContaining('TSA_CA_PATH'),
    });
    // A self-signed seal works, but a qualified one is recommended before going live.
    expect(fresh.find((c) => c.id === 'qualified_seal')).toMatchObject({
      detail: expect.stringMatching(/conviene obtener un sello electrónico cualificado/),
      technical: expect.stringContaining('SEAL_P12_PATH'),
    });
    expect(fresh.find((c) => c.id === 'backup')?.technical).toContain('npm run backup');
  });

  // The administrator is not the installer: the words they read name no setting, variable or command.
  it.each([
    [
      'fresh install on PostgreSQL',
      {
        company: {},
        adminEmail: null,
        smtpConfigured: false,
        publicUrl: 'http://localhost:3000',
        jwtSecretFromEnv: false,
        sealConfigured: false,
        lastBackupAt: null,
        timestampAuthorityUrl: null,
      },
    ],
    ['an old backup', { lastBackupAt: '2025-06-01T03:00:00Z' }],
    ['everything done', {}],
  ] as const)('says it in plain words, with no raw setting names in the main text: %s', (_name, facts) => {
    for (const item of setupChecklist({ ...COMPLETE, ...facts })) {
      for (const text of [item.label, item.detail]) {
        expect(text).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|npm run|\bSMTP\b|\bJWT\b|\bRFC\b|DATA_DIR/);
      }
      if (item.done) expect(item.technical).toBeNull();
    }
  });

  it.each([
    [{ company: { ...COMPLETE.company, tax_id: ' ' } }, 'legal_identity', 'Falta: CIF/NIF.', 'tax_id'],
    [
      { company: { ...COMPLETE.company, representative_dni: '' } },
      'representative',
      'Falta: DNI/NIE del representante.',
      'representative_dni',
    ],
    [
      { company: { ...COMPLETE.company, mercantile_sheet: '' } },
      'mercantile_registry',
      'Falta: Hoja (Registro Mercantil).',
      'mercantile_sheet',
    ],
    [{ company: { ...COMPLETE.company, bank_bic: 'CAIX' } }, 'bank_details', 'Falta: BIC/SWIFT.', 'bank_bic'],
  ] as const)('names what is missing and links to that very field: %j', (facts, id, detail, field) => {
    expect(check(facts, id)).toMatchObject({ done: false, detail, link: `/content#field-${field}` });
  });

  it.each([
    ['http://localhost:3000', false],
    ['http://127.0.0.1:8080', false],
    ['http://casanova.localhost', false],
    ['http://[::1]:3000', false],
    ['https://www.casanova.es', true],
    ['http://192.168.1.20:3000', true],
  ])('PUBLIC_URL %s is done: %s', (publicUrl, done) => {
    expect(check({ publicUrl }, 'public_url').done).toBe(done);
  });

  it.each([
    ['postgres', false, false],
    ['postgres', true, true],
    ['pglite', false, true],
  ] as const)('JWT secret on %s, from the environment %s → done %s', (database, jwtSecretFromEnv, done) => {
    expect(check({ database, jwtSecretFromEnv }, 'jwt_secret').done).toBe(done);
  });

  it.each([
    ['2025-06-09T10:00:01Z', true],
    ['2025-06-09T09:59:59Z', false],
    [null, false],
  ])('a backup at %s is recent: %s', (lastBackupAt, done) => {
    expect(check({ lastBackupAt }, 'backup').done).toBe(done);
  });

  it('counts the properties on sale without an energy rating', () => {
    expect(check({ propertiesWithoutEnergyLabel: 2 }, 'energy_labels')).toMatchObject({
      done: false,
      detail: expect.stringMatching(/^Hay 2 propiedades En Venta sin certificado energético/),
      link: '/properties',
      severity: 'error',
    });
    expect(check({ propertiesWithoutEnergyLabel: 1 }, 'energy_labels').detail).toMatch(/^Hay 1 propiedad En Venta/);
  });

  it('warns about contracts paid on account without their information sheet or buyer file', () => {
    expect(check({ contractsMissingPrePaymentInformation: 2 }, 'pre_payment_information')).toMatchObject({
      done: false,
      detail: expect.stringMatching(/^2 contratos con pagos a cuenta de más del 1 % del precio no llevan/),
      link: '/contracts',
      severity: 'warning',
    });
    expect(check({ contractsMissingPrePaymentInformation: 1 }, 'pre_payment_information').detail).toMatch(
      /^Un contrato .* no lleva la ficha/,
    );
  });

  it('asks for the administrator email and real mail', () => {
    expect(check({ adminEmail: null }, 'admin_email').done).toBe(false);
    expect(check({ smtpConfigured: false }, 'smtp').done).toBe(false);
  });

  it('keeps the signing policy an error until an owner saves the settings, then names who decided and when', () => {
    const undecided = check({ signingPolicy: { settings: SETTINGS_DEFAULTS, decision: null } }, 'signing_policy');
    expect(undecided).toMatchObject({ done: false, severity: 'error', link: '/contracts' });
    expect(undecided.detail).toContain('Ley 10/2010');
    expect(undecided.detail).toContain('Pedir un código por email antes de firmar: no');
    const decided = check({}, 'signing_policy');
    expect(decided.done).toBe(true);
    expect(decided.detail).toMatch(/^Decidido por marta@casanova\.es el 01\/06\/2025/);
    expect(decided.detail).toContain('Expediente del comprador obligatorio antes de firmar arras: sí');
  });

  it('reports demo company data as an error ("datos de demostración") until it is replaced', () => {
    const facts = { demoCompanyKeys: ['legal_name', 'tax_id', 'representative_name', 'bank_iban', 'mercantile_sheet'] };
    for (const id of ['legal_identity', 'representative', 'mercantile_registry', 'bank_details']) {
      expect(check(facts, id), id).toMatchObject({
        done: false,
        severity: 'error',
        detail: expect.stringMatching(/^Datos de demostración: /),
      });
    }
    expect(check(facts, 'legal_identity').detail).toContain('Razón social, CIF/NIF');
  });

  it('asks for a named person with signing powers: the shared first account is not one', () => {
    expect(check({ namedSignatories: [] }, 'company_signatory')).toMatchObject({
      done: false,
      severity: 'error',
      link: '/people',
      detail: expect.stringContaining('cuenta de administración compartida'),
    });
    expect(check({}, 'company_signatory').detail).toBe(
      'Firman por la empresa con sus propios poderes: Marta Soler Puig.',
    );
  });

  it('asks for the approver of high-risk clients and the internal AML manual, as errors (Ley 10/2010 art. 26)', () => {
    expect(check({ amlOrganisation: undefined }, 'aml_approver')).toMatchObject({
      done: false,
      severity: 'error',
      link: '/contracts',
      detail: expect.stringContaining('cuenta de propietario'),
    });
    expect(
      check({ amlOrganisation: { approver: { name: 'Pau Serra', valid: false }, manualDated: null } }, 'aml_approver')
        .detail,
    ).toMatch(/^Pau Serra ya no tiene una cuenta de propietario activa/);
    expect(check({ amlOrganisation: undefined }, 'aml_manual')).toMatchObject({ done: false, severity: 'error' });
    expect(check({}, 'aml_manual').detail).toBe('Manual del 2026-01-15 subido.');
  });
});
