/** What erasing left to do outside the database: the member's stored files to remove. */
export interface ErasedAccount {
  /** FileStorage keys of the profile photo and every file the member uploaded, their places' photos included. */
  readonly fileKeys: readonly string[];
}

/**
 * Erases a member who leaves (decision 0020), in one transaction: the users row becomes a
 * tombstone (deleted_at set, personal fields and password hash cleared, member number kept), the
 * personal data in other tables is cleared or removed, every session ends, and the
 * "deleteAccount" audit entry is written. Community content and points stay. Null when the member
 * does not exist or has already left.
 */
export interface AccountEraser {
  erase(userId: number, at: Date): Promise<ErasedAccount | null>;
}
