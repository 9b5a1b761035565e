import type { MessageKey } from "@kominote/core/i18n/messages";
import { calendarDateIn, formatCalendarDate } from "@kominote/core/rules/calendar-date";
import {
  registrationSteps,
  validateRegistrationStep,
  type RegistrationDraft,
  type RegistrationStep,
} from "@kominote/core/rules/registration-steps";
import { registrationRequestFromDraft } from "@kominote/core/rules/registration-request";
import type { RegistrationRequest } from "@kominote/core/schemas/registration";
import type { RegisteredUser } from "@kominote/core/schemas/users";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { forgetReturnPath } from "../../../lib/return-path";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { Button } from "../../../ui/button";
import { FormProblem } from "../../../ui/form-problem";
import { SpinnerIcon } from "../../../ui/spinner";
import { clearRegistration, loadRegistration, saveRegistration, type SavedRegistration } from "../lib/draft-storage";
import { RegistrationProgress } from "./registration-progress";
import { RegistrationSuccess } from "./registration-success";
import * as styles from "../../../ui/wizard-form.css";
import { NameStep } from "./steps/name-step";
import { PhotoStep } from "./steps/photo-step";
import { ServiceStep, type ServicesState } from "./steps/service-step";
import { SkillsStep } from "./steps/skills-step";
import { TextStep } from "../../../ui/text-step";

/** How long the success screen stays before moving on (SPEC: 3 s). */
export const successRedirectMs = 3000;

const stepTitles: Record<RegistrationStep, MessageKey> = {
  fullName: "registration.fullName.title",
  birthday: "registration.birthday.title",
  email: "registration.email.title",
  phoneNumber: "registration.phoneNumber.title",
  profilePhoto: "registration.profilePhoto.title",
  skills: "registration.skills.title",
  primaryService: "registration.primaryService.title",
  password: "registration.password.title",
  confirmPassword: "registration.confirmPassword.title",
};

const lastStepIndex = registrationSteps.length - 1;

/** The step a field of the registration request is filled in (fullName: the name step). */
const stepOfField = (field: string): number =>
  field === "fullName" ? 0 : (registrationSteps as readonly string[]).indexOf(field);

/** Where the member lands after registering: the service they chose, else home. */
export const pathAfterRegistration = (primaryService: string): string =>
  primaryService === "" ? "/" : `/services/${encodeURIComponent(primaryService)}`;

export interface RegistrationWizardProps {
  readonly services: ServicesState;
  /** Today, for the birthday rules and the date input's maximum. */
  readonly today: Date;
  /** Sends the registration; resolves with the new member or rejects with an ApiError. */
  readonly submit: (request: RegistrationRequest) => Promise<RegisteredUser>;
  readonly onSignIn: () => void;
  /** Called once the success screen is done (continue pressed, or 3 s passed) with the path to go to. */
  readonly onFinished: (path: string) => void;
  /** Where the unfinished draft is kept; sessionStorage by default. */
  readonly storage?: Storage;
  /** Start from this draft and step instead of the saved one (stories). */
  readonly initial?: SavedRegistration;
}

/** The request's fields the wizard shows, each on its own step; a problem with any other goes on the last. */
const wizardFields: readonly string[] = ["fullName", ...registrationSteps];

/**
 * The nine-step registration: one field per step, Continue only when the step's value passes the
 * core rules, Back keeping every value, Enter to advance. The draft survives closing and reloading
 * (without passwords), since a lost form is a lost member.
 */
export function RegistrationWizard(props: RegistrationWizardProps) {
  const { services, today, submit, onSignIn, onFinished, storage } = props;
  const { t } = useLanguage();
  const [initial] = useState(() => props.initial ?? loadRegistration(today, storage));
  const [draft, setDraft] = useState<RegistrationDraft>(initial.draft);
  const [stepIndex, setStepIndex] = useState(initial.stepIndex);
  const [showProblem, setShowProblem] = useState(false);
  const [registered, setRegistered] = useState<RegisteredUser | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const sending = useSubmitForm({
    send: submit,
    fallbackMessage: t("registration.error.generic"),
    fields: wizardFields,
    // A refused field is fixed on its own step: the wizard goes to the first one, each keeps its message.
    onFailure: (failure) => {
      const firstRefused = Object.keys(failure.fields)
        .map(stepOfField)
        .sort((a, b) => a - b)[0];
      if (firstRefused !== undefined) setStepIndex(firstRefused);
    },
  });
  const { isPending, failure } = sending;

  const step = registrationSteps[stepIndex] ?? "fullName";
  const fieldOfStep = stepIndex === 0 ? "fullName" : step;
  const ruleProblem = validateRegistrationStep(stepIndex, draft, today);
  const serverProblem = sending.fieldError(fieldOfStep);
  const problem = serverProblem ?? (showProblem && ruleProblem !== null ? t(ruleProblem) : null);
  const isLast = stepIndex === lastStepIndex;
  const finishPath = pathAfterRegistration(draft.primaryService);

  useEffect(() => {
    if (registered === null) saveRegistration({ draft, stepIndex }, storage);
  }, [draft, stepIndex, registered, storage]);

  // Each step's field gets the focus, so keyboard and screen-reader users start where the work is.
  useEffect(() => {
    container.current?.querySelector<HTMLElement>("[data-step-focus]")?.focus();
  }, [stepIndex, services.status]);

  useEffect(() => {
    if (registered === null) return;
    const timer = window.setTimeout(() => onFinished(finishPath), successRedirectMs);
    return () => window.clearTimeout(timer);
  }, [registered, finishPath, onFinished]);

  const update = (patch: Partial<RegistrationDraft>): void => {
    setDraft((current) => ({ ...current, ...patch }));
    sending.clearField(fieldOfStep);
  };
  const revealProblem = (): void => setShowProblem(true);

  const send = async (): Promise<void> => {
    const sent = await sending.submit(registrationRequestFromDraft(draft));
    if (!sent.ok) return;
    clearRegistration(storage);
    forgetReturnPath();
    setRegistered(sent.value);
  };

  const advance = (): void => {
    if (isPending) return;
    if (ruleProblem !== null) {
      setShowProblem(true);
      return;
    }
    if (isLast) {
      void send();
      return;
    }
    setShowProblem(false);
    setStepIndex(stepIndex + 1);
  };

  const back = (): void => {
    setShowProblem(false);
    setStepIndex(Math.max(0, stepIndex - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>): void => {
    const target = event.target as HTMLElement;
    if (event.key !== "Enter" || !(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    event.preventDefault();
    advance();
  };

  if (registered !== null) {
    return (
      <div className={styles.wizard}>
        <RegistrationSuccess
          fullName={registered.fullName}
          memberNumber={registered.kdsNumber}
          onContinue={() => onFinished(finishPath)}
        />
      </div>
    );
  }

  const fieldFor = (): React.ReactNode => {
    const text = { error: problem, onBlur: revealProblem };
    switch (step) {
      case "fullName":
        return <NameStep firstName={draft.firstName} lastName={draft.lastName} {...text} onChange={update} />;
      case "birthday":
        return (
          <TextStep
            {...text}
            label={t("registration.birthday.label")}
            type="date"
            autoComplete="bday"
            max={formatCalendarDate(calendarDateIn(today))}
            value={draft.birthday}
            onChange={(birthday) => update({ birthday })}
          />
        );
      case "email":
        return (
          <TextStep
            {...text}
            label={t("registration.email.label")}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={draft.email}
            onChange={(email) => update({ email })}
          />
        );
      case "phoneNumber":
        return (
          <TextStep
            {...text}
            label={t("registration.phoneNumber.label")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+509"
            value={draft.phoneNumber}
            onChange={(phoneNumber) => update({ phoneNumber })}
          />
        );
      case "profilePhoto":
        return <PhotoStep photo={draft.profilePhoto} error={problem} onChange={(profilePhoto) => update({ profilePhoto })} />;
      case "skills":
        return <SkillsStep skills={draft.skills} error={problem} onChange={(skills) => update({ skills })} />;
      case "primaryService":
        return (
          <ServiceStep
            {...text}
            services={services}
            value={draft.primaryService}
            onChange={(primaryService) => update({ primaryService })}
          />
        );
      case "password":
        return (
          <TextStep
            {...text}
            label={t("registration.password.label")}
            hint={t("registration.password.hint")}
            type="password"
            autoComplete="new-password"
            value={draft.password}
            onChange={(password) => update({ password })}
          />
        );
      case "confirmPassword":
        return (
          <TextStep
            {...text}
            label={t("registration.confirmPassword.label")}
            type="password"
            autoComplete="new-password"
            value={draft.confirmPassword}
            onChange={(confirmPassword) => update({ confirmPassword })}
          />
        );
    }
  };

  return (
    <div ref={container} className={styles.wizard}>
      <RegistrationProgress stepIndex={stepIndex} />
      <form
        className={styles.form}
        noValidate
        aria-busy={isPending}
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          advance();
        }}
      >
        <h2 className={styles.stepTitle}>{t(stepTitles[step])}</h2>
        {fieldFor()}
        <div className={styles.actions}>
          {stepIndex === 0 ? (
            <span />
          ) : (
            <Button variant="secondary" onPress={back} isDisabled={isPending}>
              {t("registration.back")}
            </Button>
          )}
          <Button onPress={advance} isDisabled={ruleProblem !== null || isPending} isPending={isPending}>
            {isPending ? (
              <span className={styles.pending}>
                <SpinnerIcon />
                {t("registration.pending")}
              </span>
            ) : isLast ? (
              t("registration.submit")
            ) : (
              t("registration.continue")
            )}
          </Button>
        </div>
        {isLast ? <FormProblem message={failure?.message ?? null} /> : null}
        {isPending ? (
          <p role="status" className={styles.hint}>
            {t("registration.pending")}
          </p>
        ) : null}
      </form>
      <p className={styles.switchLine}>
        {t("registration.haveAccount")}{" "}
        <button type="button" className={styles.linkButton} onClick={onSignIn}>
          {t("registration.signIn")}
        </button>
      </p>
    </div>
  );
}
