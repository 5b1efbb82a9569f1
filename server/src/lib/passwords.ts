import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP parameters (m=19456 KiB, t=2, p=1); argon2id is the library default. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified when the username does not exist, so a wrong username takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('tintero-dummy-password'));
