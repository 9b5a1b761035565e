/** Hashes passwords with a slow, salted function (scrypt or argon2id); the hash string carries its parameters. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a hash it cannot read; never throws for those. */
  verify(password: string, hash: string): Promise<boolean>;
}
