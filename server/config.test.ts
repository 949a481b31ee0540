import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = {
  JWT_SECRET: 'x'.repeat(48),
  DATA_DIR: '/tmp/superconjunto-config-test',
  PORT: '4000',
};

describe('PUBLIC_URL and TRUST_PROXY', () => {
  it('without PUBLIC_URL, keeps a localhost fallback and lets requests give the origin', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      publicUrl: 'http://localhost:4000',
      publicUrlSet: false,
      trustProxy: false,
    });
  });

  it('a given PUBLIC_URL wins (trailing slash dropped)', () => {
    const config = loadConfig({
      ...base,
      PUBLIC_URL: 'https://tienda.example/',
      PAYMENTS_SANDBOX_PUBLIC: '1',
    });
    expect(config).toMatchObject({ publicUrl: 'https://tienda.example', publicUrlSet: true });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['', false],
    ['127.0.0.1', '127.0.0.1'],
    ['10.0.0.0/8, 192.168.1.1', '10.0.0.0/8,192.168.1.1'],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
  });
});

/** Issue 46: deployments that must not start as they are. */
describe('a public start refuses what is not safe on the internet', () => {
  const wompi = {
    ...base,
    PAYMENTS_PROVIDER: 'wompi',
    WOMPI_PUBLIC_KEY: 'pub_test_x',
    WOMPI_PRIVATE_KEY: 'prv_test_x',
    WOMPI_INTEGRITY_SECRET: 'test_integrity_x',
    WOMPI_EVENTS_SECRET: 'test_events_x',
  };
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it.each([{}, { HOST: '0.0.0.0' }, { HOST: '192.168.1.5' }, { HOST: '::' }])(
    'refuses the real gateway without PUBLIC_URL on a non-loopback host (%j): return URLs would follow the Host header',
    (host) => {
      expect(refusal({ ...wompi, ...host })).toMatch(
        /PUBLIC_URL: .*PAYMENTS_PROVIDER=wompi.*PUBLIC_URL=https:\/\/tu-tienda\.example/s,
      );
    },
  );

  it.each(['127.0.0.1', 'localhost', '::1'])(
    'starts the real gateway without PUBLIC_URL on loopback host %s',
    (host) => {
      expect(loadConfig({ ...wompi, HOST: host }).payments.provider).toBe('wompi');
    },
  );

  it('starts the real gateway with PUBLIC_URL on any host', () => {
    const config = loadConfig({ ...wompi, PUBLIC_URL: 'https://tienda.example' });
    expect(config.publicUrl).toBe('https://tienda.example');
  });

  it('refuses the sandbox on a public https deployment unless PAYMENTS_SANDBOX_PUBLIC=1', () => {
    const env = { ...base, PUBLIC_URL: 'https://tienda.example' };
    expect(refusal(env)).toMatch(
      /PAYMENTS_PROVIDER: .*nada se cobra.*PAYMENTS_PROVIDER=wompi.*PAYMENTS_SANDBOX_PUBLIC=1/s,
    );
    const allowed = loadConfig({ ...env, PAYMENTS_SANDBOX_PUBLIC: '1' });
    expect(allowed.payments).toMatchObject({ provider: 'sandbox', sandboxPublic: true });
  });

  it('keeps a fresh clone starting as today: sandbox, any host, no PUBLIC_URL', () => {
    expect(loadConfig(base).payments.provider).toBe('sandbox');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).payments.provider).toBe('sandbox');
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://192.168.1.5:3000' }).publicUrlSet).toBe(true);
  });

  it('opens /api/docs to anyone only with API_DOCS_PUBLIC=1', () => {
    expect(loadConfig(base).apiDocsPublic).toBe(false);
    expect(loadConfig({ ...base, API_DOCS_PUBLIC: '1' }).apiDocsPublic).toBe(true);
  });
});
