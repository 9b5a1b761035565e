import { updateProfileRequestSchema, type UpdateProfileRequest, type User } from "@kominote/core/schemas/users";
import type { MessageKey } from "@kominote/core/i18n/messages";
import { formatPhone } from "@kominote/core/rules/phone";
import { checkForm } from "../../../lib/check-form";
import { profilePhotoTypes } from "@kominote/core/rules/profile-photo";
import { useId, useState, type ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useSubmitForm } from "../../../lib/use-submit-form";
import { Button } from "../../../ui/button";
import { FilePicker } from "../../../ui/file-picker";
import { FormProblem } from "../../../ui/form-problem";
import { showToast } from "../../../ui/toast-queue";
import { readProfilePhoto } from "../../../lib/read-photo";
import { profileFormOf, profileUpdateOf, type ProfileForm } from "../lib/profile-form";
import { AccountAvatar } from "./account-avatar";
import { AccountStats } from "./account-stats";
import * as styles from "./account.css";

export interface ProfilePanelProps {
  readonly user: User;
  readonly now: Date;
  /** Saves the changes; resolves with the member as saved or rejects with an ApiError. */
  readonly save: (request: UpdateProfileRequest) => Promise<User>;
  /** Start in edit mode (stories). */
  readonly initiallyEditing?: boolean;
  /** The member's number of contributions, once their list has arrived. */
  readonly contributionCount?: number;
}

type TextField = "fullName" | "email" | "phoneNumber" | "address" | "bio";

/** The fields whose server problems show under them; any other problem shows above the buttons. */
const profileFields: readonly string[] = ["fullName", "email", "phoneNumber", "address", "bio", "profilePhoto"];

/** The profile tab: the member's details, read or edited, with their photo and figures. */
export function ProfilePanel({ user, now, save, initiallyEditing = false, contributionCount }: ProfilePanelProps) {
  const { t } = useLanguage();
  const [isEditing, setEditing] = useState(initiallyEditing);
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(user));
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const sending = useSubmitForm({ send: save, fallbackMessage: t("account.saveError.message"), fields: profileFields });
  const isSaving = sending.isPending;
  const [localProblems, setLocalProblems] = useState<Partial<Record<string, MessageKey>>>({});
  const photoErrorId = useId();
  const baseId = useId();

  const startEditing = (): void => {
    setForm(profileFormOf(user));
    setPhotoProblem(null);
    sending.reset();
    setEditing(true);
  };

  const pickPhoto = async (file: File | undefined): Promise<void> => {
    if (file === undefined) return;
    const result = await readProfilePhoto(file);
    if (result.ok) {
      setPhotoProblem(null);
      sending.clearField("profilePhoto");
      setForm((current) => ({ ...current, newPhoto: result.dataUrl }));
    } else {
      setPhotoProblem(t(result.messageKey));
    }
  };

  const submit = async (): Promise<void> => {
    // The server's own schema first: a wrong phone number is told at once, in the same words, and a
    // local number goes as the E.164 the schema makes of it. The server re-checks all of it.
    const check = checkForm<string, UpdateProfileRequest>(updateProfileRequestSchema, profileUpdateOf(form));
    if (!check.ok) {
      setLocalProblems(check.problems);
      return;
    }
    setLocalProblems({});
    if (!(await sending.submit(check.request)).ok) return;
    setEditing(false);
    showToast({ title: t("account.saved"), tone: "success" });
  };

  const field = (name: TextField, label: string, view: string | null, input: (props: InputProps) => ReactNode, wide = false) => {
    const id = `${baseId}-${name}`;
    const errorId = `${id}-error`;
    const local = localProblems[name];
    const problem = local === undefined ? sending.fieldError(name) : t(local);
    return (
      <div className={wide ? `${styles.field} ${styles.fieldWide}` : styles.field}>
        {isEditing ? (
          <>
            <label htmlFor={id} className={styles.fieldLabel}>
              {label}
            </label>
            {input({
              id,
              className: styles.input,
              value: form[name],
              "aria-invalid": problem !== null,
              "aria-describedby": errorId,
              onChange: (value: string) => {
                setForm((current) => ({ ...current, [name]: value }));
                sending.clearField(name);
              },
            })}
            <p id={errorId} role="alert" className={styles.error}>
              {problem ?? ""}
            </p>
          </>
        ) : (
          <>
            <dt className={styles.fieldLabel}>{label}</dt>
            <dd className={view === null || view === "" ? `${styles.fieldValue} ${styles.muted}` : styles.fieldValue}>
              {view === null || view === "" ? t("account.notProvided") : view}
            </dd>
          </>
        )}
      </div>
    );
  };

  // Plain render functions (called, never mounted as components), so typing keeps the focus.
  const textInput =
    (type: "text" | "email" | "tel", autoComplete: string, placeholder?: string) =>
    ({ onChange, ...props }: InputProps) => (
      <input
        {...props}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    );

  const memberNumberId = `${baseId}-member-number`;
  const Fields = isEditing ? "div" : "dl";
  const shownPhoto = form.newPhoto !== "" && isEditing ? form.newPhoto : user.profilePhoto;

  return (
    <div className={styles.card} aria-busy={isSaving}>
      <div className={styles.identity}>
        <AccountAvatar fullName={user.fullName} photo={shownPhoto} />
        <div>
          <h2 className={styles.name}>{user.fullName}</h2>
          {isEditing ? (
            <>
              <FilePicker
                text={t("account.photo.change")}
                accept={profilePhotoTypes.join(",")}
                describedBy={photoErrorId}
                invalid={(photoProblem ?? sending.fieldError("profilePhoto")) !== null}
                onPick={(files) => void pickPhoto(files[0])}
              />
              <p id={photoErrorId} role="alert" className={styles.error}>
                {photoProblem ?? sending.fieldError("profilePhoto") ?? (form.newPhoto === "" ? "" : t("account.photo.pending"))}
              </p>
            </>
          ) : null}
        </div>
      </div>
      <AccountStats user={user} now={now} {...(contributionCount === undefined ? {} : { contributionCount })} />
      <Fields className={styles.fields}>
        {field("fullName", t("account.fields.fullName"), user.fullName, textInput("text", "name"))}
        {field("email", t("account.fields.email"), user.email, textInput("email", "email"))}
        {field("phoneNumber", t("account.fields.phoneNumber"), user.phoneNumber === null ? null : formatPhone(user.phoneNumber), textInput("tel", "tel", t("account.fields.phonePlaceholder")))}
        <div className={styles.field}>
          {isEditing ? (
            <>
              <label htmlFor={memberNumberId} className={styles.fieldLabel}>
                {t("account.fields.memberNumber")}
              </label>
              <input id={memberNumberId} className={styles.input} value={user.username} readOnly />
            </>
          ) : (
            <>
              <dt className={styles.fieldLabel}>{t("account.fields.memberNumber")}</dt>
              <dd className={styles.fieldValue}>{user.username}</dd>
            </>
          )}
        </div>
        {field("address", t("account.fields.address"), user.address, textInput("text", "street-address"), true)}
        {field(
          "bio",
          t("account.fields.bio"),
          user.bio,
          ({ onChange, ...props }) => <textarea {...props} rows={3} onChange={(event) => onChange(event.target.value)} />,
          true,
        )}
      </Fields>
      {isEditing ? <FormProblem message={sending.failure?.message ?? null} /> : null}
      <div className={styles.actions}>
        {isEditing ? (
          <>
            <Button variant="secondary" onPress={() => setEditing(false)} isDisabled={isSaving}>
              {t("account.cancel")}
            </Button>
            <Button onPress={() => void submit()} isPending={isSaving}>
              {isSaving ? t("account.saving") : t("account.save")}
            </Button>
          </>
        ) : (
          <Button onPress={startEditing}>{t("account.edit")}</Button>
        )}
      </div>
    </div>
  );
}

interface InputProps {
  readonly id: string;
  readonly className: string;
  readonly value: string;
  readonly "aria-invalid": boolean;
  readonly "aria-describedby": string;
  readonly onChange: (value: string) => void;
}
