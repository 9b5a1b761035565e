import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "mail.common.signature": "The Kominote team",
  "mail.common.linkFallback": "If the button does not work, copy this link into your browser:",

  "mail.loginCode.subject": "Your Kominote sign-in code",
  "mail.loginCode.intro": "Here is your code to sign in to Kominote:",
  "mail.loginCode.validity": "This code is valid for {minutes} minutes.",
  "mail.loginCode.neverShare":
    "Never share this code with anyone. The Kominote team will never ask you for it, by phone or by message.",
  "mail.loginCode.ignore":
    "If you did not ask for this code, ignore this message: nobody can get into your account without it.",
  "mail.loginCode.sms":
    "Your Kominote code: {code}. Valid {minutes} min. Never share it. Didn't ask for it? Ignore this message.",

  "mail.accountDeletion.subject": "Code to delete your Kominote account",
  "mail.accountDeletion.intro": "You asked to delete your Kominote account. Here is the code that confirms it:",
  "mail.accountDeletion.ignore": "If you did not ask for this, give this code to no one: your account will not be deleted without it.",
  "mail.accountDeletion.sms": "Code to DELETE your Kominote account: {code}. Valid {minutes} min. Never share it.",

  "mail.unknownContact.subject": "No Kominote account uses this address",
  "mail.unknownContact.intro":
    "Someone asked for a code to sign in to Kominote with this e-mail address, but no Kominote account uses it.",
  "mail.unknownContact.howToRegister":
    "If you want to take part, create a free account. It only takes a few minutes:",
  "mail.unknownContact.registerButton": "Create an account",
  "mail.unknownContact.ignore": "If you did not make this request, you do not need to do anything.",
  "mail.unknownContact.sms":
    "No Kominote account uses this number. To create one: {registerUrl}",

  "mail.verifyEmail.subject": "Confirm your e-mail address on Kominote",
  "mail.verifyEmail.greeting": "Hello {fullName},",
  "mail.verifyEmail.intro":
    "Thank you for joining Kominote! To confirm that this e-mail address is yours, use the link below:",
  "mail.verifyEmail.button": "Confirm my e-mail address",
  "mail.verifyEmail.validity": "This link is valid for {hours} hours.",
  "mail.verifyEmail.ignore": "If you did not create this account, ignore this message.",

  "mail.invitation.subject": "{inviterName} invites you to Kominote",
  "mail.invitation.intro": "{inviterName} invites you to join them on Kominote, where Haitian citizens contribute together to the development of their communities.",
  "mail.invitation.theirMessage": "Here is their message:",
  "mail.invitation.button": "Create my account",
  "mail.invitation.ignore": "If you do not know this person or are not interested, you do not need to do anything.",
  "mail.invitation.unsubscribe": "To never receive Kominote invitations again, open this link: {unsubscribeLink}",
  "mail.invitation.sms": "{inviterName} invites you to Kominote: \"{message}\" Register: {link} Stop invitations: {unsubscribeLink}",
  "mail.invitation.smsNoMessage": "{inviterName} invites you to Kominote. Register: {link} Stop invitations: {unsubscribeLink}",
} as const satisfies Catalog<typeof ht>;
