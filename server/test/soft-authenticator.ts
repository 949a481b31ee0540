import {
  createECDH,
  createHash,
  createPrivateKey,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/**
 * A passkey in software for route tests (issue 39): one ES256 key made by node:crypto, answering
 * the server's options with a clientDataJSON and authenticatorData built byte by byte as the
 * WebAuthn spec lays them out ('none' attestation), so @simplewebauthn/server checks real
 * signatures. Knobs make the bad cases: a wrong signature, a counter that went back, another origin.
 */
export class SoftAuthenticator {
  readonly credentialId = b64(randomBytes(16));
  counter = 0;
  private readonly privateKey: KeyObject;
  private readonly publicKeyCose: Uint8Array;
  private userHandle: string | undefined;

  constructor(readonly origin = 'http://localhost:3000') {
    // ECDH, not generateKeyPairSync + export({ format: 'jwk' }), which can deadlock Node 20 for
    // good (server/config.ts, generateVapidKeys, says how).
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const point = ecdh.getPublicKey();
    const scalar = ecdh.getPrivateKey();
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
      d: Buffer.concat([Buffer.alloc(Math.max(0, 32 - scalar.length)), scalar]).toString(
        'base64url',
      ),
    };
    this.privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    this.publicKeyCose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Uint8Array) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ]);
  }

  /** navigator.credentials.create() for these options: a new credential, counter 0. */
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const id = Buffer.from(this.credentialId, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, id, this.publicKeyCose]);
    const authData = this.authData(
      options.rp.id ?? 'localhost',
      FLAG_UP | FLAG_UV | FLAG_AT,
      this.counter,
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get(): the counter grows by one unless `counter` says otherwise;
   * `badSignature` signs other bytes; `userVerified: false` leaves the UV flag off.
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    knobs: { counter?: number; badSignature?: boolean; userVerified?: boolean; rpId?: string } = {},
  ): AuthenticationResponseJSON {
    this.counter = knobs.counter ?? this.counter + 1;
    const flags = FLAG_UP | (knobs.userVerified === false ? 0 : FLAG_UV);
    const authData = this.authData(knobs.rpId ?? options.rpId ?? 'localhost', flags, this.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signed = Buffer.concat([authData, sha256(clientDataJSON)]);
    const signature = sign(
      'sha256',
      knobs.badSignature ? Buffer.concat([signed, Buffer.from([1])]) : signed,
      this.privateKey,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
