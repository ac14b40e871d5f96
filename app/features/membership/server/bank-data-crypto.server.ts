/**
 * Account numbers encrypted at rest (AES-256-GCM): a database dump, a backup or a log line
 * holds only the sealed string, never an IBAN. Keys come from `BANK_DATA_KEYS`, a
 * comma-separated list of `id:base64key` (32 bytes each). The first key seals; every listed
 * key opens. Rotation: put a new key first, re-encrypt what `needsReencryption` names, then
 * drop the old key.
 *
 * Sealed format: `v1.<keyId>.<base64url iv>.<base64url ciphertext+tag>`. The version and key
 * id are authenticated data, so a sealed value cannot be relabelled to another key.
 * No error thrown here carries the plaintext or a key.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VARIABLE = "BANK_DATA_KEYS";
const VERSION = "v1";
const ALGORITHM = "aes-256-gcm";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Key ids are short labels (e.g. `2026a`): no dot, since the dot separates the sealed parts. */
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface BankDataKey {
  id: string;
  key: Buffer;
}

export interface BankDataKeys {
  /** The key that seals. */
  current: BankDataKey;
  /** Every key that may open, by id (the current one included). */
  byId: ReadonlyMap<string, Buffer>;
}

/** `BANK_DATA_KEYS` is missing or malformed. The message names the variable and the entry's position, never a key. */
export class BankDataKeysError extends Error {
  override name = "BankDataKeysError";
}

export type BankDataProblem = "malformed" | "unknown-key" | "tampered";

/**
 * A sealed value could not be opened: not in the sealed format, sealed with a key that is no
 * longer listed, or changed since it was sealed (or sealed under another key with the same id).
 */
export class BankDataDecryptError extends Error {
  override name = "BankDataDecryptError";
  readonly problem: BankDataProblem;
  constructor(problem: BankDataProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

/** Strict standard base64 (with or without padding): Buffer.from would skip stray characters silently. */
function decodeBase64Key(text: string): Buffer | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.replace(/=+$/, "").length % 4 === 1) return null;
  return Buffer.from(text, "base64");
}

/** Reads `BANK_DATA_KEYS`; throws BankDataKeysError with a message fit for the start-up log. */
export function parseBankDataKeys(envValue: string | undefined): BankDataKeys {
  const value = (envValue ?? "").trim();
  if (value === "") {
    throw new BankDataKeysError(`${VARIABLE} is not set: give at least one key as id:base64key (32 bytes, e.g. openssl rand -base64 32)`);
  }
  const keys: BankDataKey[] = [];
  const byId = new Map<string, Buffer>();
  const entries = value.split(",");
  for (const [index, raw] of entries.entries()) {
    const position = `${VARIABLE}: entry ${index + 1} of ${entries.length}`;
    const entry = raw.trim();
    const colon = entry.indexOf(":");
    if (entry === "") throw new BankDataKeysError(`${position} is empty`);
    if (colon < 0) throw new BankDataKeysError(`${position} has no key id: write it as id:base64key`);
    const id = entry.slice(0, colon);
    if (!KEY_ID.test(id)) {
      throw new BankDataKeysError(`${position}: the key id must be 1 to 32 letters, digits, '-' or '_'`);
    }
    const key = decodeBase64Key(entry.slice(colon + 1));
    if (key === null) throw new BankDataKeysError(`${position} (id ${id}): the key is not base64`);
    if (key.length !== KEY_BYTES) {
      throw new BankDataKeysError(`${position} (id ${id}): the key has ${key.length} bytes, it needs ${KEY_BYTES}`);
    }
    if (byId.has(id)) throw new BankDataKeysError(`${position}: the key id ${id} is listed twice`);
    byId.set(id, key);
    keys.push({ id, key });
  }
  const [current] = keys;
  if (current === undefined) throw new BankDataKeysError(`${VARIABLE} lists no key`);
  return { current, byId };
}

function additionalData(keyId: string): Buffer {
  return Buffer.from(`${VERSION}.${keyId}`, "utf8");
}

/** Seals a value with the current key; a fresh random IV each time, so equal values do not look equal. */
export function encryptBankData(plain: string, keys: BankDataKeys): string {
  const { id, key } = keys.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(id));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, id, iv.toString("base64url"), body.toString("base64url")].join(".");
}

interface SealedParts {
  keyId: string;
  iv: Buffer;
  body: Buffer;
}

function parseSealed(sealed: string): SealedParts {
  const parts = sealed.split(".");
  const [version, keyId, ivText, bodyText] = parts;
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (parts.length !== 4 || version !== VERSION || keyId === undefined || !KEY_ID.test(keyId)) {
    throw new BankDataDecryptError("malformed", "bank data: not a sealed value of format v1");
  }
  if (ivText === undefined || bodyText === undefined || !base64url.test(ivText) || !base64url.test(bodyText)) {
    throw new BankDataDecryptError("malformed", "bank data: the sealed value's parts are not base64url");
  }
  const iv = Buffer.from(ivText, "base64url");
  const body = Buffer.from(bodyText, "base64url");
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) {
    throw new BankDataDecryptError("malformed", "bank data: the sealed value is too short");
  }
  return { keyId, iv, body };
}

/** Opens a sealed value with the key it names; throws BankDataDecryptError when it cannot. */
export function decryptBankData(sealed: string, keys: BankDataKeys): string {
  const { keyId, iv, body } = parseSealed(sealed);
  const key = keys.byId.get(keyId);
  if (key === undefined) {
    throw new BankDataDecryptError("unknown-key", `bank data: sealed with key ${keyId}, which ${VARIABLE} does not list`);
  }
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(additionalData(keyId));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  try {
    const plain = Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
    return plain.toString("utf8");
  } catch {
    // No cause attached: the value stays out of logs, and node's message adds nothing.
    throw new BankDataDecryptError("tampered", `bank data: the value sealed with key ${keyId} does not authenticate (changed, or a different key)`);
  }
}

/** Whether a sealed value was sealed with a key other than the current one (rotation's work list). */
export function needsReencryption(sealed: string, keys: BankDataKeys): boolean {
  return parseSealed(sealed).keyId !== keys.current.id;
}

/** The value sealed with the current key; a value already sealed with it is returned unchanged. */
export function reencrypt(sealed: string, keys: BankDataKeys): string {
  if (!needsReencryption(sealed, keys)) return sealed;
  return encryptBankData(decryptBankData(sealed, keys), keys);
}
