/**
 * A website to link to, only when it is an http or https address: a stored "javascript:" or
 * "data:" address must never become a link a member clicks.
 */
export const safeWebsite = (website: string | null): URL | null => {
  if (website === null) return null;
  try {
    const url = new URL(website);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
};

/** How a website reads on a card: its host without "www." ("mspp.gouv.ht"). */
export const websiteLabel = (url: URL): string => url.host.replace(/^www\./, "");
