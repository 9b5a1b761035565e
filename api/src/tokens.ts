import type { MemberEvents, MemberEventSubscriptions } from "@kominote/core/ports/member-events";
import type { KnexTransactions } from "@kominote/adapters/db/transactions";
import type { HideableSources } from "@kominote/core/ports/moderation/content-moderation";
import type { makeCreateForum } from "@kominote/core/use-cases/create-forum";
import type { makeCreateForumPost } from "@kominote/core/use-cases/create-forum-post";
import type { makeDismissReports } from "@kominote/core/use-cases/dismiss-reports";
import type { makeHideContent } from "@kominote/core/use-cases/hide-content";
import type { makeLikeForumPost } from "@kominote/core/use-cases/like-forum-post";
import type { makeListContentReports } from "@kominote/core/use-cases/list-content-reports";
import type { makeGetForum } from "@kominote/core/use-cases/get-forum";
import type { makeListForumPosts } from "@kominote/core/use-cases/list-forum-posts";
import type { makeListServiceForums } from "@kominote/core/use-cases/list-service-forums";
import type { makeListUserResponses } from "@kominote/core/use-cases/list-user-responses";
import type { makePinForum } from "@kominote/core/use-cases/pin-forum";
import type { makeReportContent } from "@kominote/core/use-cases/report-content";
import type { InvitationStore } from "@kominote/core/ports/invitation-store";
import type { makeAcceptInvitation } from "@kominote/core/use-cases/accept-invitation";
import type { makeGenerateInviteLink } from "@kominote/core/use-cases/generate-invite-link";
import type { makeGetInvitationStats } from "@kominote/core/use-cases/get-invitation-stats";
import type { makeListTopInviters } from "@kominote/core/use-cases/list-top-inviters";
import type { makeSendInvitation } from "@kominote/core/use-cases/send-invitation";
import type { makeUnsubscribeFromInvitations } from "@kominote/core/use-cases/unsubscribe-from-invitations";
import type { IdeaRepository } from "@kominote/core/ports/idea-repository";
import type { makeCreateIdea } from "@kominote/core/use-cases/create-idea";
import type { makeGetIdeaSummary } from "@kominote/core/use-cases/get-idea-summary";
import type { makeListIdeas } from "@kominote/core/use-cases/list-ideas";
import type { makeVoteForIdea } from "@kominote/core/use-cases/vote-for-idea";
import type { ContentViews } from "@kominote/core/ports/content-views";
import type { LeaderboardReader } from "@kominote/core/ports/leaderboard";
import type { makeGetLeaderboard } from "@kominote/core/use-cases/get-leaderboard";
import type { makeGetOwnLeaderboardStanding } from "@kominote/core/use-cases/get-own-leaderboard-standing";
import type { ContributionImageProcessor } from "@kominote/core/ports/image-processor";
import type { makeContributeToTask } from "@kominote/core/use-cases/contribute-to-task";
import type { makeJoinService } from "@kominote/core/use-cases/join-service";
import type { makeListTaskContributions } from "@kominote/core/use-cases/list-task-contributions";
import type { makeGetTask } from "@kominote/core/use-cases/get-task";
import type { makeListUserContributions } from "@kominote/core/use-cases/list-user-contributions";
import type { makeListUserTaskContributions } from "@kominote/core/use-cases/list-user-task-contributions";
import type { makeStoreUpload } from "@kominote/core/use-cases/store-upload";
import type { makeUpdateContribution } from "@kominote/core/use-cases/update-contribution";
import type { NotificationStore } from "@kominote/core/ports/notification-store";
import type { Notifier } from "@kominote/core/ports/notifier";
import type { PointsLedger } from "@kominote/core/ports/points-ledger";
import type { PointsStandings } from "@kominote/core/ports/points-standings";
import type { makeGetUserStats } from "@kominote/core/use-cases/get-user-stats";
import type { makeListNotifications } from "@kominote/core/use-cases/list-notifications";
import type { makeListRecentPoints } from "@kominote/core/use-cases/list-recent-points";
import type { makeMarkAllNotificationsRead } from "@kominote/core/use-cases/mark-all-notifications-read";
import type { makeMarkNotificationRead } from "@kominote/core/use-cases/mark-notification-read";
import type { makeSendAnnouncement } from "@kominote/core/use-cases/send-announcement";
import type { WatchingCache } from "@kominote/adapters/cache/seeing-writes";
import type { makeResendEmailVerification } from "@kominote/core/use-cases/resend-email-verification";
import type { Clock } from "@kominote/core/ports/clock";
import type { ServiceRepository } from "@kominote/core/ports/service-repository";
import type { TaskRepository } from "@kominote/core/ports/task-repository";
import type { Translator } from "@kominote/core/ports/translator";
import type { makeListPublicServices } from "@kominote/core/use-cases/list-public-services";
import type { makeListServiceTasks } from "@kominote/core/use-cases/list-service-tasks";
import type { makeTranslateText } from "@kominote/core/use-cases/translate-text";
import type { openDatabase } from "@kominote/adapters/db/database";
import type { LoginCodeStore } from "@kominote/core/ports/login-code-store";
import type { RandomSource } from "@kominote/core/ports/id-generator";
import type { Mailer } from "@kominote/core/ports/mailer";
import type { PasswordHasher } from "@kominote/core/ports/password-hasher";
import type { SecretHasher } from "@kominote/core/ports/secret-hasher";
import type { SessionStore } from "@kominote/core/ports/session-store";
import type { SmsSender } from "@kominote/core/ports/sms-sender";
import type { UserRepository } from "@kominote/core/ports/user-repository";
import type { makeEndSession } from "@kominote/core/use-cases/end-session";
import type { makeGetCurrentUser } from "@kominote/core/use-cases/get-current-user";
import type { makeResolveSession } from "@kominote/core/use-cases/resolve-session";
import type { makeSendLoginCode } from "@kominote/core/use-cases/send-login-code";
import type { makeStartSession } from "@kominote/core/use-cases/start-session";
import type { makeVerifyLoginCode } from "@kominote/core/use-cases/verify-login-code";
import type { EmailVerificationStore } from "@kominote/core/ports/email-verification-store";
import type { ImageProcessor } from "@kominote/core/ports/image-processor";
import type { FileStorage } from "@kominote/core/ports/storage";
import type { makeGrantRole } from "@kominote/core/use-cases/grant-role";
import type { makeRegisterUser } from "@kominote/core/use-cases/register-user";
import type { makeUpdateProfile } from "@kominote/core/use-cases/update-profile";
import type { makeVerifyEmail } from "@kominote/core/use-cases/verify-email";
import type { AuditLog } from "@kominote/core/ports/moderation/audit-log";
import type { CallRequestStore } from "@kominote/core/ports/call-requests";
import type { Reviewables } from "@kominote/core/ports/moderation/review-source";
import type { makeDecideSubmission } from "@kominote/core/use-cases/decide-submission";
import type { makeListAuditLog } from "@kominote/core/use-cases/list-audit-log";
import type { makeListContactableContributors } from "@kominote/core/use-cases/list-contactable-contributors";
import type { makeListReviewQueue } from "@kominote/core/use-cases/list-review-queue";
import type { makeRequestCall } from "@kominote/core/use-cases/request-call";
import type { ExchangeRateStore } from "@kominote/core/ports/exchange-rate-store";
import type { makeGetExchangeRates } from "@kominote/core/use-cases/get-exchange-rates";
import type { makeUpdateExchangeRates } from "@kominote/core/use-cases/update-exchange-rates";
import type { Container } from "inversify";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";
import type { EventStreams } from "./http/event-streams";

/** A container key that remembers the type bound to it (a bare symbol would not). */
export type Token<T> = symbol & { readonly boundType?: T };
const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** Reads a binding with its type; `ctx` is the container or a dynamic value's resolution context. */
export const resolve = <T>(ctx: Pick<Container, "get">, key: Token<T>): T => ctx.get<T>(key);

export type Database = Awaited<ReturnType<typeof openDatabase>>;

export const tokens = {
  config: token<AppConfig>("Config"),
  database: token<Database>("Database"),
  /** Every use case's writes as one transaction (decision 0017); also defers live events to the commit. */
  transactions: token<KnexTransactions>("Transactions"),
  logger: token<FastifyBaseLogger>("Logger"),
  clock: token<Clock>("Clock"),
  /**
   * The public catalogue: the service and task repositories, kept in memory. The writers that move
   * its counts are handed to their use cases through `seeing`, so it forgets by itself.
   */
  catalog: token<ServiceRepository & TaskRepository & WatchingCache>("Catalog"),
  serviceRepository: token<ServiceRepository>("ServiceRepository"),
  taskRepository: token<TaskRepository>("TaskRepository"),
  translator: token<Translator>("Translator"),
  listPublicServices: token<ReturnType<typeof makeListPublicServices>>("ListPublicServices"),
  listServiceTasks: token<ReturnType<typeof makeListServiceTasks>>("ListServiceTasks"),
  translateText: token<ReturnType<typeof makeTranslateText>>("TranslateText"),
  random: token<RandomSource>("RandomSource"),
  secretHasher: token<SecretHasher>("SecretHasher"),
  passwordHasher: token<PasswordHasher>("PasswordHasher"),
  userRepository: token<UserRepository>("UserRepository"),
  sessionStore: token<SessionStore>("SessionStore"),
  loginCodeStore: token<LoginCodeStore>("LoginCodeStore"),
  mailer: token<Mailer>("Mailer"),
  sms: token<SmsSender>("SmsSender"),
  startSession: token<ReturnType<typeof makeStartSession>>("StartSession"),
  resolveSession: token<ReturnType<typeof makeResolveSession>>("ResolveSession"),
  endSession: token<ReturnType<typeof makeEndSession>>("EndSession"),
  sendLoginCode: token<ReturnType<typeof makeSendLoginCode>>("SendLoginCode"),
  verifyLoginCode: token<ReturnType<typeof makeVerifyLoginCode>>("VerifyLoginCode"),
  getCurrentUser: token<ReturnType<typeof makeGetCurrentUser>>("GetCurrentUser"),
  imageProcessor: token<ImageProcessor>("ImageProcessor"),
  fileStorage: token<FileStorage>("FileStorage"),
  emailVerificationStore: token<EmailVerificationStore>("EmailVerificationStore"),
  registerUser: token<ReturnType<typeof makeRegisterUser>>("RegisterUser"),
  verifyEmail: token<ReturnType<typeof makeVerifyEmail>>("VerifyEmail"),
  updateProfile: token<ReturnType<typeof makeUpdateProfile>>("UpdateProfile"),
  grantRole: token<ReturnType<typeof makeGrantRole>>("GrantRole"),
  resendEmailVerification: token<ReturnType<typeof makeResendEmailVerification>>("ResendEmailVerification"),
  /** Member events that leave once the write they tell of is committed. */
  memberEvents: token<MemberEvents & MemberEventSubscriptions>("MemberEvents"),
  notificationStore: token<NotificationStore>("NotificationStore"),
  notifier: token<Notifier>("Notifier"),
  /** Kept in memory per member; the ledger tells it which member's points changed. */
  pointsStandings: token<PointsStandings & { forget(userId: number): void }>("PointsStandings"),
  pointsLedger: token<PointsLedger>("PointsLedger"),
  listNotifications: token<ReturnType<typeof makeListNotifications>>("ListNotifications"),
  markNotificationRead: token<ReturnType<typeof makeMarkNotificationRead>>("MarkNotificationRead"),
  markAllNotificationsRead: token<ReturnType<typeof makeMarkAllNotificationsRead>>("MarkAllNotificationsRead"),
  sendAnnouncement: token<ReturnType<typeof makeSendAnnouncement>>("SendAnnouncement"),
  getUserStats: token<ReturnType<typeof makeGetUserStats>>("GetUserStats"),
  listRecentPoints: token<ReturnType<typeof makeListRecentPoints>>("ListRecentPoints"),
  eventStreams: token<EventStreams>("EventStreams"),
  reviewables: token<Reviewables>("Reviewables"),
  auditLog: token<AuditLog>("AuditLog"),
  callRequestStore: token<CallRequestStore>("CallRequestStore"),
  listReviewQueue: token<ReturnType<typeof makeListReviewQueue>>("ListReviewQueue"),
  decideSubmission: token<ReturnType<typeof makeDecideSubmission>>("DecideSubmission"),
  listAuditLog: token<ReturnType<typeof makeListAuditLog>>("ListAuditLog"),
  listContactableContributors: token<ReturnType<typeof makeListContactableContributors>>("ListContactableContributors"),
  requestCall: token<ReturnType<typeof makeRequestCall>>("RequestCall"),
  contributionImages: token<ContributionImageProcessor>("ContributionImages"),
  storeUpload: token<ReturnType<typeof makeStoreUpload>>("StoreUpload"),
  joinService: token<ReturnType<typeof makeJoinService>>("JoinService"),
  contributeToTask: token<ReturnType<typeof makeContributeToTask>>("ContributeToTask"),
  updateContribution: token<ReturnType<typeof makeUpdateContribution>>("UpdateContribution"),
  listTaskContributions: token<ReturnType<typeof makeListTaskContributions>>("ListTaskContributions"),
  getTask: token<ReturnType<typeof makeGetTask>>("GetTask"),
  listUserContributions: token<ReturnType<typeof makeListUserContributions>>("ListUserContributions"),
  listUserTaskContributions: token<ReturnType<typeof makeListUserTaskContributions>>("ListUserTaskContributions"),
  contentViews: token<ContentViews>("ContentViews"),
  /** The board as readers get it; the server's timer asks it to rebuild when due. */
  leaderboard: token<LeaderboardReader & { refreshIfDue(): Promise<void> }>("Leaderboard"),
  leaderboardRebuilds: token<{ readonly started: boolean; start(): void; stop(): Promise<void> }>("LeaderboardRebuilds"),
  getLeaderboard: token<ReturnType<typeof makeGetLeaderboard>>("GetLeaderboard"),
  getOwnLeaderboardStanding: token<ReturnType<typeof makeGetOwnLeaderboardStanding>>("GetOwnLeaderboardStanding"),
  /** The idea repository, kept in memory; hiding an idea goes through its `seeing`. */
  ideaRepository: token<IdeaRepository & WatchingCache>("IdeaRepository"),
  listIdeas: token<ReturnType<typeof makeListIdeas>>("ListIdeas"),
  createIdea: token<ReturnType<typeof makeCreateIdea>>("CreateIdea"),
  voteForIdea: token<ReturnType<typeof makeVoteForIdea>>("VoteForIdea"),
  getIdeaSummary: token<ReturnType<typeof makeGetIdeaSummary>>("GetIdeaSummary"),
  invitationStore: token<InvitationStore>("InvitationStore"),
  generateInviteLink: token<ReturnType<typeof makeGenerateInviteLink>>("GenerateInviteLink"),
  sendInvitation: token<ReturnType<typeof makeSendInvitation>>("SendInvitation"),
  getInvitationStats: token<ReturnType<typeof makeGetInvitationStats>>("GetInvitationStats"),
  listTopInviters: token<ReturnType<typeof makeListTopInviters>>("ListTopInviters"),
  unsubscribeFromInvitations: token<ReturnType<typeof makeUnsubscribeFromInvitations>>("UnsubscribeFromInvitations"),
  acceptInvitation: token<ReturnType<typeof makeAcceptInvitation>>("AcceptInvitation"),
  hideables: token<HideableSources>("Hideables"),
  listServiceForums: token<ReturnType<typeof makeListServiceForums>>("ListServiceForums"),
  createForum: token<ReturnType<typeof makeCreateForum>>("CreateForum"),
  getForum: token<ReturnType<typeof makeGetForum>>("GetForum"),
  listForumPosts: token<ReturnType<typeof makeListForumPosts>>("ListForumPosts"),
  createForumPost: token<ReturnType<typeof makeCreateForumPost>>("CreateForumPost"),
  likeForumPost: token<ReturnType<typeof makeLikeForumPost>>("LikeForumPost"),
  pinForum: token<ReturnType<typeof makePinForum>>("PinForum"),
  listUserResponses: token<ReturnType<typeof makeListUserResponses>>("ListUserResponses"),
  reportContent: token<ReturnType<typeof makeReportContent>>("ReportContent"),
  listContentReports: token<ReturnType<typeof makeListContentReports>>("ListContentReports"),
  hideContent: token<ReturnType<typeof makeHideContent>>("HideContent"),
  dismissReports: token<ReturnType<typeof makeDismissReports>>("DismissReports"),
  exchangeRateStore: token<ExchangeRateStore>("ExchangeRateStore"),
  getExchangeRates: token<ReturnType<typeof makeGetExchangeRates>>("GetExchangeRates"),
  updateExchangeRates: token<ReturnType<typeof makeUpdateExchangeRates>>("UpdateExchangeRates"),
} as const;

/** What sending a one-time code needs (decision 0004): signing in and confirming that a member leaves share it. */
export const codeSendingOf = (ctx: Pick<Container, "get">) => ({
  users: resolve(ctx, tokens.userRepository),
  codes: resolve(ctx, tokens.loginCodeStore),
  hasher: resolve(ctx, tokens.secretHasher),
  random: resolve(ctx, tokens.random),
  clock: resolve(ctx, tokens.clock),
  mailer: resolve(ctx, tokens.mailer),
  sms: resolve(ctx, tokens.sms),
  unitOfWork: resolve(ctx, tokens.transactions),
});
