import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;

/**
 * argon2id at 64 MiB and 3 passes: 50-100 ms a hash on this project’s 2-core machines (see bench/results.md).
 * @internal Exported for tests only.
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
} as const;

export type Argon2Options = { algorithm: number; memoryCost: number; timeCost: number; parallelism: number };

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real verification for an e-mail with no account, so timing reveals nothing. */
  verifyDummy(password: string): Promise<false>;
};

export function createPasswordHasher(options: Argon2Options = ARGON2_OPTIONS): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    hash: (password) => hash(password, options),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummyHash ??= hash('paygrid-dummy-password-for-timing', options);
      await hasher.verify(await dummyHash, password);
      return false;
    },
  };
  return hasher;
}
