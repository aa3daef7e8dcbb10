import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { PasswordHashing } from "../../src/server/auth/auth";

const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number, options: object) => Promise<Buffer>;

// Better Auth's scrypt (N=16384, r=16) takes some 100 ms of CPU per sign-up and per sign-in, most of the API tests'
// own time on CI's two cores, spent on accounts whose passwords no one guesses. The test apps hash with scrypt at
// a sixty-fourth of that cost; the tests of auth/ keep the product's hashing (docs/decisions/028-ci-time-budget.md).
const COST = { N: 1024, r: 4, p: 1 };
const KEY_LENGTH = 32;

async function derive(password: string, salt: string): Promise<Buffer> {
  return scryptAsync(password.normalize("NFKC"), salt, KEY_LENGTH, COST);
}

export const quickPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await derive(password, salt);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};
