import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the tests: a discoverable ES256 credential per `register`, made
 * and used as a platform authenticator does (WebAuthn §6.1, §6.5: authenticator data, attestation
 * "none", assertion signatures over authenticator data and the client data's hash). The browser's
 * part (client data with the page's origin) is played too, so a test chooses the origin.
 */

type Bytes = Uint8Array<ArrayBuffer>;

const sha256 = (data: Uint8Array | string): Bytes => new Uint8Array(createHash('sha256').update(data).digest());
const b64 = (bytes: Bytes) => isoBase64URL.fromBuffer(bytes);

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

export type SoftPasskey = { id: string; rpID: string; userHandle: string; privateKey: KeyObject; counter: number };

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

function authenticatorData(rpID: string, flags: number, counter: number, attested?: Bytes): Bytes {
  const head = new Uint8Array(37);
  head.set(sha256(rpID), 0);
  head[32] = flags;
  new DataView(head.buffer).setUint32(33, counter);
  return attested ? concat(head, attested) : head;
}

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** Makes a passkey for the options the server gave, as `navigator.credentials.create()` would answer from `origin`. */
export function createPasskey(options: CreationOptions, origin: string, { backedUp = true }: { backedUp?: boolean } = {}) {
  const rpID = options.rp.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
  const credentialId = new Uint8Array(randomBytes(32));
  const idLength = new Uint8Array(2);
  new DataView(idLength.buffer).setUint16(0, credentialId.length);
  const attested = concat(new Uint8Array(16), idLength, credentialId, cose);
  const flags = FLAG_UP | FLAG_UV | FLAG_AT | (backedUp ? FLAG_BE | FLAG_BS : 0);
  const authData = authenticatorData(rpID, flags, 0, attested);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Uint8Array | Map<string, never>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, never>()],
      ['authData', authData],
    ]),
  );
  const passkey: SoftPasskey = { id: b64(credentialId), rpID, userHandle: options.user.id, privateKey, counter: 0 };
  const response = {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key' as const,
    response: { clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64(attestationObject), transports: ['internal'] },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
  return { passkey, response };
}

/**
 * Signs the server's challenge with the passkey, as `navigator.credentials.get()` would answer
 * from `origin`; the signature counter goes up by one each time.
 */
export function assertPasskey(passkey: SoftPasskey, options: RequestOptions, origin: string, overrides: { userHandle?: string } = {}) {
  passkey.counter += 1;
  const authData = authenticatorData(options.rpId ?? passkey.rpID, FLAG_UP | FLAG_UV | FLAG_BE | FLAG_BS, passkey.counter);
  const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
  const signature = new Uint8Array(sign('sha256', concat(authData, sha256(clientDataJSON)), passkey.privateKey));
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key' as const,
    response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature), userHandle: overrides.userHandle ?? passkey.userHandle },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
