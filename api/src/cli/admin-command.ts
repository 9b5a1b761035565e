import type { DomainError } from "@kominote/core/errors/domain-error";
import { roles, type Role } from "@kominote/core/schemas/users";
import type { GetExchangeRates } from "@kominote/core/use-cases/get-exchange-rates";
import type { GrantRole } from "@kominote/core/use-cases/grant-role";
import type { UpdateExchangeRates } from "@kominote/core/use-cases/update-exchange-rates";
import { Effect, Result } from "effect";
import { parseMoveFilesArgs } from "./move-files-to-s3";
import { parseRateChanges, runSetRates, type RateChanges } from "./set-rates";

export const adminUsage = [
  "Usage: npm run admin -- grant-role <member number|e-mail|phone> <member|moderator|admin>",
  "       npm run admin -- set-rates <CODE=rate> ...",
  "       npm run admin -- move-files-to-s3 [--delete-local]",
  "",
  "  grant-role  gives a member a role; 'member' takes moderator or admin rights back.",
  "  set-rates   sets the currency converter's rates per 1 USD (HTG, EUR, CAD, GBP, DOP),",
  "              e.g. set-rates HTG=135 EUR=0.86; the currencies not named keep their rate.",
  "  move-files-to-s3  copies the uploaded files of DATA_DIR/uploads into the bucket of the S3_*",
  "              variables, checks each copy, and removes the local copies with --delete-local;",
  "              run again to resume or to pick up files uploaded meanwhile.",
  "",
  "grant-role and set-rates open the server's database (DATABASE_URL, else the embedded one in DATA_DIR).",
  "With the embedded database, stop the server first: only one process may open it.",
].join("\n");

export type AdminCommand =
  | { readonly kind: "grant-role"; readonly member: string; readonly role: Role }
  | { readonly kind: "set-rates"; readonly rates: RateChanges }
  | { readonly kind: "move-files-to-s3"; readonly deleteLocal: boolean };

const isRole = (text: string): text is Role => (roles as readonly string[]).includes(text);

/** Reads the command line (without node and the script); an error is a message for the operator. */
export const parseAdminArgs = (args: readonly string[]): { ok: true; command: AdminCommand } | { ok: false; message: string } => {
  const [name, member, role, ...rest] = args;
  if (name === "set-rates") {
    const parsed = parseRateChanges(args.slice(1));
    return parsed.ok ? { ok: true, command: { kind: "set-rates", rates: parsed.rates } } : { ok: false, message: `${parsed.message}\n\n${adminUsage}` };
  }
  if (name === "move-files-to-s3") {
    const parsed = parseMoveFilesArgs(args.slice(1));
    return parsed.ok ? { ok: true, command: { kind: "move-files-to-s3", deleteLocal: parsed.deleteLocal } } : { ok: false, message: `${parsed.message}\n\n${adminUsage}` };
  }
  if (name !== "grant-role") {
    return { ok: false, message: name === undefined ? adminUsage : `Unknown command "${name}".\n\n${adminUsage}` };
  }
  if (member === undefined || member.trim() === "" || role === undefined || rest.length > 0) {
    return { ok: false, message: `grant-role takes a member and a role.\n\n${adminUsage}` };
  }
  const wanted = role.trim().toLowerCase();
  if (!isRole(wanted)) return { ok: false, message: `Unknown role "${role}": choose one of ${roles.join(", ")}.` };
  return { ok: true, command: { kind: "grant-role", member, role: wanted } };
};

const describeFailure = (error: DomainError, member: string): string =>
  error.code === "USER.NOT_FOUND"
    ? `No member found for "${member}" (give a member number like KDS-0000123-0, an e-mail address or a phone number).`
    : `Failed: ${error.code}`;

export interface AdminTools {
  readonly grantRole: GrantRole;
  readonly getExchangeRates: GetExchangeRates;
  readonly updateExchangeRates: UpdateExchangeRates;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** Runs a parsed command of the database and says what happened; answers the process exit code. */
export const runAdminCommand = async (command: Exclude<AdminCommand, { kind: "move-files-to-s3" }>, tools: AdminTools): Promise<number> => {
  if (command.kind === "set-rates") return runSetRates(command.rates, tools);
  const { grantRole, out, err } = tools;
  const result = await Effect.runPromise(Effect.result(grantRole({ member: command.member, role: command.role })));
  if (Result.isFailure(result)) {
    err(describeFailure(result.failure, command.member));
    return 1;
  }
  const { member, previousRole, role } = result.success;
  out(
    previousRole === role
      ? `${member.fullName} (${member.username}) already has the role ${role}; nothing changed.`
      : `${member.fullName} (${member.username}) is now ${role} (was ${previousRole}).`,
  );
  return 0;
};
