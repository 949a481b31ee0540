import { randomInt, scrypt as scryptCb, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
/**
 * scrypt at N = 2^12: the codes are random (~49.5 bits), not chosen words, so a stolen table
 * costs 2^49.5 scrypt runs per code whatever the factor; 2^12 keeps ten hashes at an enrolment
 * and ten checks at a recovery under a quarter of a second on this 2-core machine.
 */
const COST = { N: 4096, r: 8, p: 1 };
const scrypt = (password: string, salt: Buffer, keylen: number) => scryptAsync(password, salt, keylen, COST);

/** No 0/O, 1/I/L: read off paper and typed on a phone. 31 symbols, 10 of them: ~49.5 bits. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What a person types: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(input: string): string {
  const bare = input.toUpperCase().replace(/[\s-]/g, '');
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
}

/** Hashed like a password (scrypt, random salt), so the table alone opens no account. */
export async function hashRecoveryCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(normalizeRecoveryCode(code), salt, 32);
  return `scrypt4096$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function recoveryCodeMatches(code: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt4096' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(normalizeRecoveryCode(code), Buffer.from(salt, 'base64url'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
