import type { CreateGovernmentAgencyRequest } from "@kominote/core/schemas/agencies";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { requireSignInForTool } from "../../../lib/pending-actions/require-sign-in";
import { useSearchParams } from "../../../lib/search-params";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { Button } from "../../../ui/button";
import { showToast } from "../../../ui/toast-queue";
import { useCurrentUser } from "../../auth/queries";
import { useCreateAgency } from "../api/create-agency";
import { useAgencies } from "../api/list-agencies";
import { addAgencyPath, agencyPageSearch } from "../lib/agency-filter";
import { AddAgencyDialog } from "./add-agency-dialog";
import { AgenciesDirectory } from "./agencies-directory";
import { AgenciesError, AgenciesLoading } from "./agencies-states";
import * as styles from "./agencies.css";

/** The id the tools index knows the directory by, kept in a visitor's pending action. */
const toolId = "government-agencies";

/**
 * /government-agencies: the directory of approved agencies, searched and filtered through the
 * address, and the 'add agency' dialog for members. A visitor pressing 'add' is told to sign in
 * ('Ou dwe konekte'); once signed in they come back here with the dialog open.
 */
export function AgenciesScreen() {
  const { t } = useLanguage();
  useDocumentTitle(t("agencies.title"));
  const list = useAgencies();
  const create = useCreateAgency();
  const { user, isLoading } = useCurrentUser();
  const { search, update } = useSearchParams();
  const { add, ...filter } = agencyPageSearch(search);

  const openAdd = (): void => {
    if (user !== null) {
      update({ add: 1 }, { replace: true });
      return;
    }
    showToast({ title: t("agencies.signIn.title"), description: t("agencies.signIn.text"), tone: "info" });
    requireSignInForTool(toolId, addAgencyPath);
  };
  const closeAdd = (): void => update({ add: undefined }, { replace: true });
  const addAgency = async (request: CreateGovernmentAgencyRequest): Promise<void> => {
    await create.mutateAsync(request);
    showToast({ title: t("agencies.add.done"), description: t("agencies.add.doneText"), tone: "success" });
  };
  const [clears, setClears] = useState(0);
  const clearFilters = (): void => {
    update({ q: undefined, type: undefined, department: undefined }, { replace: true });
    setClears((count) => count + 1);
  };

  return (
    <section className={styles.page} aria-labelledby="agencies-title">
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 id="agencies-title" className={styles.title}>
            {t("agencies.title")}
          </h1>
          <p className={styles.intro}>{t("agencies.intro")}</p>
        </div>
        <Button isDisabled={isLoading} onPress={openAdd}>
          {t("agencies.add.open")}
        </Button>
      </div>
      {list.isPending ? (
        <AgenciesLoading />
      ) : list.isError ? (
        <AgenciesError onRetry={() => void list.refetch()} />
      ) : (
        <AgenciesDirectory
          agencies={list.data}
          filter={filter}
          onFilterChange={(patch) => update(patch, { replace: true })}
          onClearFilters={clearFilters}
          clears={clears}
        />
      )}
      <AddAgencyDialog isOpen={add === 1 && user !== null} onClose={closeAdd} onCreate={addAgency} />
    </section>
  );
}
