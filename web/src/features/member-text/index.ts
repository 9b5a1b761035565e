/**
 * The member-text feature's public entry: text a member wrote, shown with its translation.
 */
export { MemberText } from "./components/member-text";
