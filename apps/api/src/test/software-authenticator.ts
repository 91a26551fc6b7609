import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A WebAuthn authenticator made in the test (issue 39): real P-256 key pairs, real ES256 signatures, the CBOR and
 * authenticator data a browser hands over, so the server's WebAuthn library checks exactly what it checks for a
 * person's passkey. Attestation "none"; user presence and verification always asserted.
 */

type CborValue =
  | number
  | string
  | Uint8Array
  | CborValue[]
  | Map<number | string, CborValue>
  | { [key: string]: CborValue };

const head = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const four = Buffer.alloc(5);
  four[0] = (major << 5) | 26;
  four.writeUInt32BE(length, 1);
  return four;
};

/** The little of CBOR (RFC 8949) that attestation objects and COSE keys use. */
function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array): string => Buffer.from(data).toString('base64url');
const counterBytes = (counter: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

/** User present and verified; with AT when the data carries a new credential. */
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 };

type Credential = { id: Buffer; privateKey: KeyObject; cose: Buffer; counter: number; userHandle: string };

/** What a test may bend in a ceremony: another origin or relying party, the counter, no user verification. */
export type Tampering = { origin?: string; rpId?: string; counter?: number; userVerified?: boolean };

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: Array<{ id: string }> };

export class SoftwareAuthenticator {
  private readonly credentials: Credential[] = [];

  /** `origin` is the page's (http://app.localhost:3000); the relying party comes with the server's options. */
  constructor(private readonly origin: string) {}

  /** The credential ids this authenticator holds, base64url. */
  get ids(): string[] {
    return this.credentials.map((credential) => b64url(credential.id));
  }

  private clientData(
    type: 'webauthn.create' | 'webauthn.get',
    challenge: string,
    tampering: Tampering,
  ): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: tampering.origin ?? this.origin, crossOrigin: false }),
    );
  }

  private flags(tampering: Tampering, attested: boolean): number {
    return (
      FLAGS.userPresent |
      (tampering.userVerified === false ? 0 : FLAGS.userVerified) |
      (attested ? FLAGS.attested : 0)
    );
  }

  /** navigator.credentials.create: a new discoverable credential for the server's options. */
  create(options: CreationOptions, tampering: Tampering = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<number, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const id = randomBytes(32);
    const credential: Credential = {
      id,
      privateKey,
      cose,
      counter: tampering.counter ?? 0,
      userHandle: options.user.id,
    };
    const rpId = tampering.rpId ?? options.rp.id ?? '';
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(tampering, true)]),
      counterBytes(credential.counter),
      Buffer.alloc(16),
      idLength,
      id,
      cose,
    ]);
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, tampering);
    this.credentials.push(credential);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get: an assertion by the credential the options allow (or this authenticator's first,
   * as a discoverable one is picked), its counter moved on by one unless the tampering sets it.
   */
  get(options: RequestOptions, tampering: Tampering = {}) {
    const allowed = options.allowCredentials?.map((entry) => entry.id);
    const credential = this.credentials.find((one) => !allowed?.length || allowed.includes(b64url(one.id)));
    if (!credential) throw new Error('no credential for these options');
    credential.counter = tampering.counter ?? credential.counter + 1;
    const authenticatorData = Buffer.concat([
      sha256(tampering.rpId ?? options.rpId ?? ''),
      Buffer.from([this.flags(tampering, false)]),
      counterBytes(credential.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tampering);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
