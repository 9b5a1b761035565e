import { useLanguage } from "../../../i18n/language-provider";
import { useStaticPage } from "../api/get-static-page";
import type { StaticPage } from "@kominote/core/i18n/static-pages/types";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { StaticPageView } from "./static-page-view";

/** A static page in the interface language, with the browser tab named after it. */
export function StaticPageScreen({ page }: { page: StaticPage }) {
  const { language } = useLanguage();
  const { data: content } = useStaticPage(page, language);
  useDocumentTitle(content.title);
  return <StaticPageView content={content} />;
}
