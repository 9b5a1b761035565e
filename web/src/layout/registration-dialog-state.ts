/**
 * Any part of the page (a home card, the sign-in dialog) opens the registration wizard with this
 * window event. The wizard's host is apart (registration-dialog-host.tsx), so that opening it from a
 * feature does not tie that feature to the registration feature the host loads.
 */
export const openRegistrationEvent = "openRegistration";

export const openRegistration = (): void => {
  window.dispatchEvent(new Event(openRegistrationEvent));
};
