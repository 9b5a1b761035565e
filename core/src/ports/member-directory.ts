/** Finding a member by the number printed on their account (the admin command reads it). */
export interface MemberDirectory {
  /** The id of the member with this member number ("KDS-0000123-0"), or null. */
  findIdByMemberNumber(memberNumber: string): Promise<number | null>;
}
