import argon2 from 'argon2';

/**
 * The test accounts' password hashes: argon2id like the product's (features/auth/passwords.ts), with its cheapest
 * parameters. argon2.verify reads the parameters from the hash, so a test login checks a real hash without spending
 * the product's 19 MB and two passes on every test; one hash per password and process.
 */
const hashes = new Map<string, Promise<string>>();
export function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    hashes.set(password, hash);
  }
  return hash;
}
