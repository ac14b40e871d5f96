import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  BankDataDecryptError,
  BankDataKeysError,
  decryptBankData,
  encryptBankData,
  needsReencryption,
  parseBankDataKeys,
  reencrypt,
} from "./bank-data-crypto.server.ts";

const PLAIN = "DE89370400440532013000";
const keyA = randomBytes(32).toString("base64");
const keyB = randomBytes(32).toString("base64");
const onlyA = parseBankDataKeys(`a:${keyA}`);
const bThenA = parseBankDataKeys(`b:${keyB},a:${keyA}`);
const onlyB = parseBankDataKeys(`b:${keyB}`);

/** Runs a function that must throw, and returns what it threw. */
function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}

/** Everything a log could print of an error. */
function printed(error: Error): string {
  return [error.message, String(error), error.stack ?? "", JSON.stringify(error), String((error as { cause?: unknown }).cause ?? "")].join("\n");
}

/** Flips one bit of the sealed value's body. */
function flipBody(sealed: string, at: number): string {
  const [version, id, iv, body] = sealed.split(".") as [string, string, string, string];
  const bytes = Buffer.from(body, "base64url");
  bytes[at]! ^= 0x01;
  return [version, id, iv, bytes.toString("base64url")].join(".");
}

describe("parseBankDataKeys", () => {
  it("takes the first key as the current one and every key for opening", () => {
    expect(bThenA.current.id).toBe("b");
    expect([...bThenA.byId.keys()]).toEqual(["b", "a"]);
    expect(bThenA.byId.get("a")?.equals(Buffer.from(keyA, "base64"))).toBe(true);
  });

  it("allows spaces around entries and unpadded base64", () => {
    const keys = parseBankDataKeys(` k-2026_1:${keyA.replace(/=+$/, "")} , old:${keyB} `);
    expect(keys.current.id).toBe("k-2026_1");
    expect(keys.current.key.equals(Buffer.from(keyA, "base64"))).toBe(true);
    expect(keys.byId.has("old")).toBe(true);
  });

  const short = randomBytes(16).toString("base64");
  it.each([
    [undefined, /BANK_DATA_KEYS is not set/],
    ["", /BANK_DATA_KEYS is not set/],
    ["   ", /BANK_DATA_KEYS is not set/],
    [keyA, /entry 1 of 1 has no key id/],
    [`a:${keyA},`, /entry 2 of 2 is empty/],
    [`a.b:${keyA}`, /entry 1 of 1: the key id/],
    [`:${keyA}`, /entry 1 of 1: the key id/],
    [`a:${short}`, /entry 1 of 1 \(id a\): the key has 16 bytes, it needs 32/],
    [`a:${keyA}!`, /entry 1 of 1 \(id a\): the key is not base64/],
    [`a:${keyA.replaceAll("+", "-")}x`, /not base64|bytes/],
    [`a:${keyA},a:${keyB}`, /entry 2 of 2: the key id a is listed twice/],
  ])("refuses %j, naming the variable", (value, message) => {
    const error = thrown(() => parseBankDataKeys(value));
    expect(error).toBeInstanceOf(BankDataKeysError);
    expect(error.message).toMatch(message);
    expect(error.message).toContain("BANK_DATA_KEYS");
  });

  it("never prints a key, not even a wrong one", () => {
    const wrong = randomBytes(31).toString("base64");
    for (const value of [`a:${wrong}`, `a:${keyA},a:${keyB}`, `${keyA}`, `a:${keyA}!`, `a:${keyA},b:${wrong}`]) {
      const text = printed(thrown(() => parseBankDataKeys(value)));
      for (const key of [keyA, keyB, wrong]) {
        expect(text).not.toContain(key);
        expect(text).not.toContain(key.slice(0, 12));
      }
    }
  });
});

describe("encryptBankData and decryptBankData", () => {
  it("round-trips, including characters outside ASCII", () => {
    for (const plain of [PLAIN, "", "ES91 2100 0418 4502 0005 1332", "Müller-Lüdenscheidt ñ €"]) {
      expect(decryptBankData(encryptBankData(plain, onlyA), onlyA)).toBe(plain);
    }
  });

  it("writes v1.<keyId>.<iv>.<ciphertext+tag> in base64url, without the plaintext", () => {
    const sealed = encryptBankData(PLAIN, onlyA);
    expect(sealed).toMatch(/^v1\.a\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    const [, , iv, body] = sealed.split(".") as [string, string, string, string];
    expect(Buffer.from(iv, "base64url")).toHaveLength(12);
    expect(Buffer.from(body, "base64url")).toHaveLength(PLAIN.length + 16);
    for (const form of [PLAIN, PLAIN.slice(-8), Buffer.from(PLAIN).toString("base64"), Buffer.from(PLAIN).toString("base64url"), Buffer.from(PLAIN).toString("hex")]) {
      expect(sealed).not.toContain(form);
    }
  });

  it("seals the same value differently each time", () => {
    expect(encryptBankData(PLAIN, onlyA)).not.toBe(encryptBankData(PLAIN, onlyA));
  });

  it("seals with the first key listed", () => {
    expect(encryptBankData(PLAIN, bThenA).startsWith("v1.b.")).toBe(true);
  });

  it("refuses a value whose body, tag or IV was changed", () => {
    const sealed = encryptBankData(PLAIN, onlyA);
    const bodyLength = Buffer.from(sealed.split(".")[3]!, "base64url").length;
    for (const at of [0, 5, bodyLength - 16, bodyLength - 1]) {
      const error = thrown(() => decryptBankData(flipBody(sealed, at), onlyA));
      expect(error).toBeInstanceOf(BankDataDecryptError);
      expect((error as BankDataDecryptError).problem).toBe("tampered");
    }
    const [v, id, iv, body] = sealed.split(".") as [string, string, string, string];
    const otherIv = randomBytes(12).toString("base64url");
    expect((thrown(() => decryptBankData([v, id, otherIv, body].join("."), onlyA)) as BankDataDecryptError).problem).toBe("tampered");
    expect(iv).not.toBe(otherIv);
  });

  it("refuses a value relabelled to another key id (the id is authenticated)", () => {
    const sealed = encryptBankData(PLAIN, onlyA);
    const sameKeyTwoIds = parseBankDataKeys(`a:${keyA},z:${keyA}`);
    const relabelled = sealed.replace(/^v1\.a\./, "v1.z.");
    expect((thrown(() => decryptBankData(relabelled, sameKeyTwoIds)) as BankDataDecryptError).problem).toBe("tampered");
  });

  it("refuses a value sealed under a different key with the same id", () => {
    const other = parseBankDataKeys(`a:${keyB}`);
    const error = thrown(() => decryptBankData(encryptBankData(PLAIN, onlyA), other));
    expect((error as BankDataDecryptError).problem).toBe("tampered");
  });

  it("refuses a value sealed with a key no longer listed", () => {
    const error = thrown(() => decryptBankData(encryptBankData(PLAIN, onlyA), onlyB));
    expect(error).toBeInstanceOf(BankDataDecryptError);
    expect((error as BankDataDecryptError).problem).toBe("unknown-key");
    expect(error.message).toContain("key a");
  });

  it.each([
    [""],
    [PLAIN],
    ["v1.a.abc"],
    ["v2.a.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA"],
    ["v1.a.AAAA.AAAAAAAAAAAAAAAAAAAAAA"],
    ["v1.a.AAAAAAAAAAAAAAAA.AAAA"],
    ["v1.a.AAAAAAAAAAAAAAAA.AAAA+AAAAAAAAAAAAAAAAA"],
    ["v1.a.b.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA"],
  ])("refuses the malformed value %j", (sealed) => {
    const error = thrown(() => decryptBankData(sealed, onlyA));
    expect(error).toBeInstanceOf(BankDataDecryptError);
    expect((error as BankDataDecryptError).problem).toBe("malformed");
  });

  it("never puts the plaintext into an error", () => {
    const sealed = encryptBankData(PLAIN, onlyA);
    const errors = [
      thrown(() => decryptBankData(flipBody(sealed, 3), onlyA)),
      thrown(() => decryptBankData(sealed, onlyB)),
      thrown(() => decryptBankData(sealed, parseBankDataKeys(`a:${keyB}`))),
      thrown(() => decryptBankData(`v1.a.${PLAIN}`, onlyA)),
      thrown(() => decryptBankData(PLAIN, onlyA)),
      thrown(() => reencrypt(flipBody(sealed, 0), bThenA)),
    ];
    for (const error of errors) {
      const text = printed(error);
      expect(text).not.toContain(PLAIN);
      expect(text).not.toContain(PLAIN.slice(4, 12));
      expect(text).not.toContain(keyA);
    }
  });
});

describe("rotation", () => {
  it("names the values sealed with an older key", () => {
    const old = encryptBankData(PLAIN, onlyA);
    expect(needsReencryption(old, onlyA)).toBe(false);
    expect(needsReencryption(old, bThenA)).toBe(true);
    expect(needsReencryption(encryptBankData(PLAIN, bThenA), bThenA)).toBe(false);
  });

  it("re-encrypts under the new key, so the old key can be dropped", () => {
    const old = encryptBankData(PLAIN, onlyA);
    const renewed = reencrypt(old, bThenA);
    expect(renewed.startsWith("v1.b.")).toBe(true);
    expect(decryptBankData(renewed, onlyB)).toBe(PLAIN);
    expect(() => decryptBankData(old, onlyB)).toThrow(BankDataDecryptError);
  });

  it("leaves a value already sealed with the current key as it is", () => {
    const current = encryptBankData(PLAIN, bThenA);
    expect(reencrypt(current, bThenA)).toBe(current);
  });

  it("refuses to re-encrypt a changed value", () => {
    const old = encryptBankData(PLAIN, onlyA);
    expect(() => reencrypt(flipBody(old, 1), bThenA)).toThrow(BankDataDecryptError);
    expect(() => needsReencryption("garbage", bThenA)).toThrow(BankDataDecryptError);
  });
});
