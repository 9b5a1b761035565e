/**
 * The contributions feature's public entry: the hosts that load the contribution wizard and the call
 * request when a service's task opens them.
 */
export { CallRequestDialogHost, ContributionWizardHost } from "./components/contribution-dialogs";
