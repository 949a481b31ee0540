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
    const config = loadConfig({ ...base, PUBLIC_URL: 'https://tienda.example/' });
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
