import type { RegistrationRequest } from "@kominote/core/schemas/registration";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { currentUserQueryKey } from "../../auth/queries";
import { publicServicesQueryOptions } from "../../services/queries";
import { forgetInviteCode, readInviteCode } from "../../../lib/invite-code-storage";
import { registerUser } from "../api/register-user";
import { RegistrationWizard } from "./registration-wizard";
import type { ServicesState } from "./steps/service-step";

export interface RegistrationFlowProps {
  readonly onSignIn: () => void;
  /** Called when the member leaves the success screen, after the page has moved on. */
  readonly onDone?: () => void;
}

/**
 * The wizard wired to the server: the public services from the home page's cache, the registration
 * call, then the signed-in member picked up by every screen and the chosen service opened.
 */
export function RegistrationFlow({ onSignIn, onDone }: RegistrationFlowProps) {
  const { language } = useLanguage();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [today] = useState(() => new Date());
  const servicesQuery = useQuery(publicServicesQueryOptions(language));

  const services: ServicesState = servicesQuery.isSuccess
    ? { status: "ready", services: servicesQuery.data }
    : servicesQuery.isError
      ? { status: "error", retry: () => void servicesQuery.refetch() }
      : { status: "loading" };

  const submit = useCallback(
    async (request: RegistrationRequest) => {
      // Whoever invited the visitor is credited when the code of their link came along.
      const inviteCode = readInviteCode();
      const user = await registerUser(inviteCode === null ? request : { ...request, inviteCode });
      forgetInviteCode();
      // The answer set the session cookie: every screen now sees the member signed in.
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      return user;
    },
    [queryClient],
  );

  const onFinished = useCallback(
    (path: string) => {
      router.history.push(path);
      onDone?.();
    },
    [router, onDone],
  );

  return (
    <RegistrationWizard services={services} today={today} submit={submit} onSignIn={onSignIn} onFinished={onFinished} />
  );
}
