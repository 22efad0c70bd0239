// Passwords are kept only as salted scrypt hashes (Node's own crypto.scrypt): the store, its
// snapshot and json-server's view never hold one in plain text. Hashing and checking run on
// libuv's thread pool, off the event loop, at most HASHES_AT_ONCE at a time: the pool (4 threads)
// also runs the store's fdatasync, and 400 sign-ins at once held every write for 6 s behind their
// hashes (audit 2026-11-26, M3). Further hashes wait their turn in order.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { TEST_PASSWORD } from '../../fixtures/accounts';

const KEY_BYTES = 32;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function encode(salt: Buffer, key: Buffer): string {
  return `${PREFIX}$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface Cost {
  N: number;
  r: number;
  p: number;
}

const COST: Cost = { N: 16_384, r: 8, p: 1 };

/** Password hashes computed at once: the rest of libuv's pool stays free for the store. */
export const HASHES_AT_ONCE = 2;
let hashing = 0;
const waitingHashes: Array<() => void> = [];

function scryptKey(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_BYTES, { ...cost, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

async function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waitingHashes.push(resolve));
  else hashing += 1;
  try {
    return await scryptKey(password, salt, cost);
  } finally {
    // The slot passes to the next hash waiting, or is given back.
    const next = waitingHashes.shift();
    if (next) next();
    else hashing -= 1;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, await derive(password, salt, COST));
}

let seededHash: string | undefined;

/**
 * The hash every seeded test account carries: the published test password, hashed once per
 * process with one salt (hashing it for each of the seeded accounts would slow every start).
 */
export function seededPasswordHash(): string {
  if (!seededHash) {
    const salt = Buffer.from('seeded-accounts!', 'utf8');
    seededHash = encode(salt, scryptSync(TEST_PASSWORD, salt, KEY_BYTES, COST));
  }
  return seededHash;
}

/** Whether the password matches the stored hash, in time that does not depend on where it differs. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !n || !r || !p || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
