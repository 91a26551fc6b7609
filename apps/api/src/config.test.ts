import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appHostname, CONFIG_VARIABLES, ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has defaults that serve the console on app.localhost:3000 with the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_HOST).toBe('app.localhost:3000');
    expect(config.COOKIE_DOMAIN).toBe('app.localhost');
    expect(config.AUTH_COOKIE_NAME).toBe('paygrid_session');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./data');
    expect(config.REGISTRATION_ENABLED).toBe(true);
    expect(appHostname(config)).toBe('app.localhost');
  });

  it('fails with a message naming every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REGISTRATION_ENABLED: 'maybe' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REGISTRATION_ENABLED: 'maybe' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('REGISTRATION_ENABLED: must be true or false');
    }
  });

  it('takes the PostgreSQL pool size as a whole number from 1 to 100, 10 when unset', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    for (const bad of ['0', '101', '2.5', 'four']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('serves from one process unless told otherwise; several only with DATABASE_URL', () => {
    const postgresUrl = {
      DATABASE_URL: 'postgres://x@db/paygrid',
      SECRETS_KEY: `k1:${Buffer.alloc(32, 2).toString('base64')}`,
    };
    expect(loadConfig({}).SERVER_PROCESSES).toBe(1);
    expect(loadConfig({ ...postgresUrl, SERVER_PROCESSES: '4' }).SERVER_PROCESSES).toBe(4);
    expect(loadConfig({ ...postgresUrl, SERVER_PROCESSES: 'auto' }).SERVER_PROCESSES).toBe('auto');
    expect(loadConfig({ SERVER_PROCESSES: 'auto' }).SERVER_PROCESSES).toBe('auto');
    expect(() => loadConfig({ SERVER_PROCESSES: '2' })).toThrow(
      /SERVER_PROCESSES: must be 1 \(or auto\) with the embedded database/,
    );
    for (const bad of ['0', '100', '1.5', 'two', '-1']) {
      expect(() => loadConfig({ ...postgresUrl, SERVER_PROCESSES: bad }), bad).toThrow(/SERVER_PROCESSES/);
    }
  });

  it('takes a read replica only beside DATABASE_URL: the embedded database has none', () => {
    const primary = {
      DATABASE_URL: 'postgres://x@db/paygrid',
      SECRETS_KEY: `k1:${Buffer.alloc(32, 2).toString('base64')}`,
    };
    const replica = 'postgres://x@replica/paygrid';
    const config = loadConfig({ ...primary, DATABASE_REPLICA_URL: replica });
    expect(config.DATABASE_REPLICA_URL).toBe(replica);
    expect(config.REPLICA_MAX_LAG_SECONDS).toBe(10);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrow(
      /DATABASE_REPLICA_URL: needs DATABASE_URL: the embedded database has no replicas/,
    );
    expect(() => loadConfig({ ...primary, DATABASE_REPLICA_URL: 'mysql://x' })).toThrow(
      /DATABASE_REPLICA_URL: must be a postgres/,
    );
    expect(() =>
      loadConfig({ ...primary, DATABASE_REPLICA_URL: replica, REPLICA_MAX_LAG_SECONDS: '0' }),
    ).toThrow(/REPLICA_MAX_LAG_SECONDS/);
  });

  it('is listed whole in .env.example, which README points to', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...example.matchAll(/^# ([A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(CONFIG_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => name && !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('parses flags and URLs', () => {
    const config = loadConfig({
      REGISTRATION_ENABLED: 'false',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      SECRETS_KEY: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
    });
    expect(config.REGISTRATION_ENABLED).toBe(false);
    expect(config.SMTP_URL).toBe('smtp://127.0.0.1:2525');
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses true (ASVS 6.3.1: per-address limits hold)', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every X-Forwarded-For hop/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });
});
