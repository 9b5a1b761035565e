export { MemberText } from "./components/member-text";
