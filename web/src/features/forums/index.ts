export { ForumsLoading, ForumsProblem } from "./components/forums-states";
export { ReportDialog, type ReportTarget } from "./components/report-dialog";
