export { CallRequestDialogHost, ContributionWizardHost } from "./components/contribution-dialogs";
