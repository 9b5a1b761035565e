import type { Language } from "../i18n/languages";
import { renderEmailHtml, renderEmailText, type EmailBlock } from "./email-body";
import { mailText, type MailKey } from "./mail-texts";

/** A composed e-mail: what a Mailer sends once the recipient is added. */
export interface ComposedEmail {
  subject: string;
  text: string;
  html?: string;
}

/** A composed text message: what an SmsSender sends once the recipient is added. */
export interface ComposedSms {
  body: string;
}

/** How long an e-mail verification link stays valid, unless the caller says otherwise. */
export const emailVerificationValidHours = 48;

const composeEmail = (
  language: Language,
  subject: string,
  blocks: readonly EmailBlock[],
): ComposedEmail => {
  const content = { language, subject, blocks, signature: mailText(language, "mail.common.signature") };
  return { subject, text: renderEmailText(content), html: renderEmailHtml(content) };
};

const paragraph = (text: string): EmailBlock => ({ kind: "paragraph", text });

const action = (language: Language, label: string, href: string): EmailBlock => ({
  kind: "action",
  label,
  href,
  fallback: mailText(language, "mail.common.linkFallback"),
});

interface OneTimeCode {
  code: string;
  minutes: number;
}

/** The texts that tell one kind of one-time code apart: why it was sent, and what to do if not asked. */
interface CodeTexts {
  subject: MailKey;
  intro: MailKey;
  ignore: MailKey;
  sms: MailKey;
}

const loginCodeTexts: CodeTexts = {
  subject: "mail.loginCode.subject",
  intro: "mail.loginCode.intro",
  ignore: "mail.loginCode.ignore",
  sms: "mail.loginCode.sms",
};

const accountDeletionCodeTexts: CodeTexts = {
  subject: "mail.accountDeletion.subject",
  intro: "mail.accountDeletion.intro",
  ignore: "mail.accountDeletion.ignore",
  sms: "mail.accountDeletion.sms",
};

const codeEmail = (language: Language, texts: CodeTexts, { code, minutes }: OneTimeCode): ComposedEmail =>
  composeEmail(language, mailText(language, texts.subject), [
    paragraph(mailText(language, texts.intro)),
    { kind: "code", code },
    paragraph(mailText(language, "mail.loginCode.validity", { minutes })),
    paragraph(mailText(language, "mail.loginCode.neverShare")),
    paragraph(mailText(language, texts.ignore)),
  ]);

const codeSms = (language: Language, texts: CodeTexts, { code, minutes }: OneTimeCode): ComposedSms => ({
  body: mailText(language, texts.sms, { code, minutes }),
});

/** The sign-in code, sent to an e-mail address that belongs to a member. */
export const composeLoginCodeEmail = (language: Language, code: OneTimeCode): ComposedEmail => codeEmail(language, loginCodeTexts, code);

/** The sign-in code, sent to a member's phone number. */
export const composeLoginCodeSms = (language: Language, code: OneTimeCode): ComposedSms => codeSms(language, loginCodeTexts, code);

/** The code confirming that a member leaves Kominote, sent to the account's own e-mail address. */
export const composeAccountDeletionCodeEmail = (language: Language, code: OneTimeCode): ComposedEmail =>
  codeEmail(language, accountDeletionCodeTexts, code);

/** The code confirming that a member leaves Kominote, sent to the account's own phone number. */
export const composeAccountDeletionCodeSms = (language: Language, code: OneTimeCode): ComposedSms =>
  codeSms(language, accountDeletionCodeTexts, code);

/**
 * Sent instead of a code when no account uses the address: the sign-in answer stays the same
 * for known and unknown contacts, and the owner of the address learns how to register.
 */
export const composeUnknownContactEmail = (
  language: Language,
  { registerUrl }: { registerUrl: string },
): ComposedEmail =>
  composeEmail(language, mailText(language, "mail.unknownContact.subject"), [
    paragraph(mailText(language, "mail.unknownContact.intro")),
    paragraph(mailText(language, "mail.unknownContact.howToRegister")),
    action(language, mailText(language, "mail.unknownContact.registerButton"), registerUrl),
    paragraph(mailText(language, "mail.unknownContact.ignore")),
  ]);

/** The text-message twin of composeUnknownContactEmail, for a phone number no account uses. */
export const composeUnknownContactSms = (
  language: Language,
  { registerUrl }: { registerUrl: string },
): ComposedSms => ({ body: mailText(language, "mail.unknownContact.sms", { registerUrl }) });

/** Asks a new member to confirm their e-mail address with the link. */
export const composeEmailVerification = (
  language: Language,
  { fullName, link, hours = emailVerificationValidHours }: { fullName: string; link: string; hours?: number },
): ComposedEmail =>
  composeEmail(language, mailText(language, "mail.verifyEmail.subject"), [
    paragraph(mailText(language, "mail.verifyEmail.greeting", { fullName })),
    paragraph(mailText(language, "mail.verifyEmail.intro")),
    action(language, mailText(language, "mail.verifyEmail.button"), link),
    paragraph(mailText(language, "mail.verifyEmail.validity", { hours })),
    paragraph(mailText(language, "mail.verifyEmail.ignore")),
  ]);

/** What an invitation carries: who sends it, their own words (if any), their link, and the way out. */
export interface InvitationContent {
  inviterName: string;
  message: string | null;
  link: string;
  unsubscribeLink: string;
}

/** A member's invitation by e-mail, in the inviter's language, with the unsubscribe link last. */
export const composeInvitationEmail = (
  language: Language,
  { inviterName, message, link, unsubscribeLink }: InvitationContent,
): ComposedEmail =>
  composeEmail(language, mailText(language, "mail.invitation.subject", { inviterName }), [
    paragraph(mailText(language, "mail.invitation.intro", { inviterName })),
    ...(message === null ? [] : [paragraph(mailText(language, "mail.invitation.theirMessage")), paragraph(message)]),
    action(language, mailText(language, "mail.invitation.button"), link),
    paragraph(mailText(language, "mail.invitation.ignore")),
    paragraph(mailText(language, "mail.invitation.unsubscribe", { unsubscribeLink })),
  ]);

/** The text-message twin of composeInvitationEmail. */
export const composeInvitationSms = (
  language: Language,
  { inviterName, message, link, unsubscribeLink }: InvitationContent,
): ComposedSms => ({
  body:
    message === null
      ? mailText(language, "mail.invitation.smsNoMessage", { inviterName, link, unsubscribeLink })
      : mailText(language, "mail.invitation.sms", { inviterName, message, link, unsubscribeLink }),
});
