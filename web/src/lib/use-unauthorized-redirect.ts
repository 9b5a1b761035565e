import { useEffect, useRef } from "react";
import { useLanguage } from "../i18n/language-provider";
import { handleUnauthorized, isUnauthorized } from "./handle-unauthorized";

/** For a screen's query error: a 401 gives the logged-out toast and the sign-in redirect, once. */
export const useUnauthorizedRedirect = (error: unknown): void => {
  const { t } = useLanguage();
  // Read at the moment of the 401, so a language change alone never acts again.
  const translate = useRef(t);
  translate.current = t;
  const unauthorized = isUnauthorized(error);
  useEffect(() => {
    if (unauthorized) handleUnauthorized({ t: translate.current });
  }, [unauthorized]);
};
