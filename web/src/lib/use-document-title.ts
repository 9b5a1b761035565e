import { useEffect } from "react";

const siteName = "Kominote";

/** Names the browser tab after the page; the previous title comes back when the page is left. */
export const useDocumentTitle = (pageTitle: string): void => {
  useEffect(() => {
    const previous = document.title;
    document.title = `${pageTitle} | ${siteName}`;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
};
