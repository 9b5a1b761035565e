/**
 * The forums feature's public entry: its loading and problem states and the report dialog (also used
 * for ideas), and a member's forum responses, which the my-responses screen lists.
 */
export { ForumsLoading, ForumsProblem } from "./components/forums-states";
export { ReportDialog, type ReportTarget } from "./components/report-dialog";
export { userResponsesQueryOptions } from "./api/get-user-responses";
