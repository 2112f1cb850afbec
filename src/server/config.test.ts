import { describe, expect, it } from 'vitest';

import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults of docs/product.md §8', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.adminUsername).toBe('admin');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
    expect(config.seedDemo).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.backupRetentionDays).toBe(35);
    expect(config.contactRetentionMonths).toBe(24);
  });

  it('reads how long backups and contact messages are kept', () => {
    const config = loadConfig({ BACKUP_RETENTION_DAYS: '90', CONTACT_RETENTION_MONTHS: '12' });
    expect(config.backupRetentionDays).toBe(90);
    expect(config.contactRetentionMonths).toBe(12);
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://casanova.es/' }).publicUrl).toBe('https://casanova.es');
  });

  it('refuses a seal password without its file and time-stamp credentials without the authority', () => {
    expect(() => loadConfig({ SEAL_P12_PASSWORD: 'x' })).toThrow(
      'Configuración no válida: SEAL_P12_PASSWORD necesita también SEAL_P12_PATH',
    );
    expect(() => loadConfig({ TSA_PASSWORD: 'x' })).toThrow(
      'Configuración no válida: TSA_USERNAME y TSA_PASSWORD necesitan también TSA_URL',
    );
    expect(loadConfig({ TSA_URL: 'https://tsa.example', TSA_USERNAME: 'u' }).tsa).toEqual({
      url: 'https://tsa.example',
      username: 'u',
      password: undefined,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'casanova.es' }, 'PUBLIC_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, nginx' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@casanova.test?bcc=x@evil.test' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SEAL_P12_PASSWORD: 'secreto' }, 'SEAL_P12_PASSWORD'],
    [{ TSA_URL: 'ftp://tsa.example.eu' }, 'TSA_URL'],
    [{ TSA_USERNAME: 'casanova', TSA_PASSWORD: 'secreto' }, 'TSA_USERNAME'],
    [{ BACKUP_RETENTION_DAYS: '0' }, 'BACKUP_RETENTION_DAYS'],
    [{ BACKUP_RETENTION_DAYS: 'un mes' }, 'BACKUP_RETENTION_DAYS'],
    [{ BACKUP_RETENTION_DAYS: '7.5' }, 'BACKUP_RETENTION_DAYS'],
    [{ CONTACT_RETENTION_MONTHS: '-3' }, 'CONTACT_RETENTION_MONTHS'],
    [{ CONTACT_RETENTION_MONTHS: '1000' }, 'CONTACT_RETENTION_MONTHS'],
  ])('refuses %o with one line naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configuración no válida: ${variable} `));
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('reads the time-stamping authority, with or without basic auth', () => {
    expect(loadConfig({}).tsa).toBeUndefined();
    expect(loadConfig({ TSA_URL: 'https://tsa.example.eu/tsr' }).tsa).toEqual({
      url: 'https://tsa.example.eu/tsr',
      username: undefined,
      password: undefined,
    });
    expect(
      loadConfig({ TSA_URL: 'https://tsa.example.eu/tsr', TSA_USERNAME: 'casanova', TSA_PASSWORD: 'secreto' }).tsa,
    ).toEqual({
      url: 'https://tsa.example.eu/tsr',
      username: 'casanova',
      password: 'secreto',
    });
  });

  it('parses booleans', () => {
    expect(loadConfig({ SEED_DEMO: 'true', TRUST_PROXY: '1' })).toMatchObject({ seedDemo: true, trustProxy: 1 });
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads TRUST_PROXY as a number of proxies or their addresses; true is one proxy, with a warning', () => {
    expect(loadConfig({ TRUST_PROXY: '2' })).toMatchObject({ trustProxy: 2, warnings: [] });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    const legacy = loadConfig({ TRUST_PROXY: 'true' });
    expect(legacy.trustProxy).toBe(1);
    expect(legacy.warnings).toEqual([expect.stringContaining('TRUST_PROXY=true')]);
  });

  it('reads the portals’ settings: idealista’s FTP account and customer code, Fotocasa’s key, the cadastre', () => {
    const code = `ilc${'ab12'.repeat(10)}`;
    const config = loadConfig({
      IDEALISTA_FTP_URL: 'ftps://cliente%40casa:cl%C3%A1ve@ftp.idealista.test:990/feeds/casanova',
      IDEALISTA_CUSTOMER_CODE: code,
      FOTOCASA_API_KEY: 'clave-de-adevinta',
    });
    expect(config.idealista).toEqual({
      customerCode: code,
      ftp: {
        secure: true,
        host: 'ftp.idealista.test',
        port: 990,
        user: 'cliente@casa',
        password: 'cláve',
        folder: '/feeds/casanova',
      },
    });
    expect(config.fotocasa).toEqual({ apiUrl: 'https://imports.gw.fotocasa.pro', apiKey: 'clave-de-adevinta' });
    expect(config.catastroUrl).toBe('https://ovc.catastro.meh.es/OVCServWeb/OVCWcfCallejero/COVCCallejero.svc/json');
    expect(loadConfig({ CATASTRO_URL: 'http://127.0.0.1:9/json/' }).catastroUrl).toBe('http://127.0.0.1:9/json');
    expect(loadConfig({}).idealista).toBeUndefined();
    expect(
      loadConfig({ IDEALISTA_FTP_URL: 'ftp://u:p@h/', IDEALISTA_CUSTOMER_CODE: code }).idealista?.ftp,
    ).toMatchObject({
      secure: false,
      port: 21,
      folder: '/',
    });
  });

  it.each([
    [{ IDEALISTA_FTP_URL: 'sftp://u:p@h/' }, 'IDEALISTA_FTP_URL debe ser una URL ftp://'],
    [
      { IDEALISTA_FTP_URL: 'ftp://h/', IDEALISTA_CUSTOMER_CODE: `ilc${'0'.repeat(40)}` },
      'IDEALISTA_FTP_URL debe ser una URL',
    ],
    [{ IDEALISTA_CUSTOMER_CODE: 'ilc123' }, 'IDEALISTA_CUSTOMER_CODE debe ser el código de cliente de idealista'],
    [{ IDEALISTA_CUSTOMER_CODE: `ilc${'0'.repeat(40)}` }, 'IDEALISTA_CUSTOMER_CODE necesita también IDEALISTA_FTP_URL'],
    [{ FOTOCASA_API_URL: 'imports.gw.fotocasa.pro' }, 'FOTOCASA_API_URL debe ser una URL'],
  ])('stops on a wrong portal setting, naming it and never its password: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(`Configuración no válida: ${message}`);
    try {
      loadConfig(env);
    } catch (error) {
      expect(String(error)).not.toMatch(/u:p@/);
    }
  });
});
