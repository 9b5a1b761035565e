import type { PublicService } from "@kominote/core/schemas/services";
import { useNavigate } from "@tanstack/react-router";
import { useLanguage } from "../../../i18n/language-provider";
import { usePublicServices } from "../api/get-public-services";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { showToast } from "../../../ui/toast-queue";
import { useJoinService } from "../api/join-service";
import { ServiceChoiceGrid } from "./service-choice-grid";
import * as styles from "../../../ui/page.css";

/** /choose-service: the member picks their main service, then lands on its page. */
export function ChooseServiceScreen() {
  const { language, t } = useLanguage();
  const { data: services } = usePublicServices(language);
  const navigate = useNavigate();
  const join = useJoinService();
  useDocumentTitle(t("services.choose.title"));

  const choose = (service: PublicService): void => {
    join.mutate(service.id, {
      onSuccess: () => void navigate({ to: "/services/$slug", params: { slug: service.slug } }),
      onError: () =>
        showToast({ title: t("services.join.failed.title"), description: t("services.join.failed.text"), tone: "danger" }),
    });
  };

  return (
    <section className={styles.page} aria-labelledby="choose-service-title">
      <h1 id="choose-service-title" className={styles.pageTitle}>
        {t("services.choose.title")}
      </h1>
      <p className={styles.intro}>{t("services.choose.intro")}</p>
      <ServiceChoiceGrid
        services={services}
        pendingServiceId={join.isPending ? (join.variables ?? null) : null}
        onChoose={choose}
      />
    </section>
  );
}
