import type { Container } from "inversify";
import { resolve, tokens } from "../../tokens";
import { accountsTokens } from "./tokens";

/** What sending a one-time code needs (decision 0004): signing in and confirming that a member leaves share it. */
export const codeSendingOf = (ctx: Pick<Container, "get">) => ({
  users: resolve(ctx, accountsTokens.userRepository),
  codes: resolve(ctx, accountsTokens.loginCodeStore),
  hasher: resolve(ctx, accountsTokens.secretHasher),
  random: resolve(ctx, accountsTokens.random),
  clock: resolve(ctx, tokens.clock),
  mailer: resolve(ctx, accountsTokens.mailer),
  sms: resolve(ctx, accountsTokens.sms),
  unitOfWork: resolve(ctx, tokens.transactions),
});
