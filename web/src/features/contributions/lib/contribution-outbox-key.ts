/**
 * Where contributions made while offline wait on the device for the connection (DECISIONS 9). Its
 * own module: every page checks it, and only a page with something waiting loads the outbox itself.
 */
export const contributionOutboxKey = "kominote.contribution-outbox";
