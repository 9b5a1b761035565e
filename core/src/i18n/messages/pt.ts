import account from "./account/pt";
import points from "./points/pt";
import auth from "./auth/pt";
import common from "./common/pt";
import errors from "./errors/pt";
import home from "./home/pt";
import mail from "./mail/pt";
import registration from "./registration/pt";
import shell from "./shell/pt";
import skills from "./skills/pt";
import users from "./users/pt";
import validation from "./validation/pt";
import services from "./services/pt";
import contributions from "./contributions/pt";
import moderation from "./moderation/pt";
import calls from "./calls/pt";
import notifications from "./notifications/pt";
import review from "./review/pt";
import contribute from "./contribute/pt";
import wizard from "./wizard/pt";
import community from "./community/pt";
import invitations from "./invitations/pt";
import ideas from "./ideas/pt";
import forums from "./forums/pt";
import leaderboard from "./leaderboard/pt";
import tools from "./tools/pt";

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth, ...mail, ...skills, ...users, ...registration, ...account, ...points, ...contributions, ...moderation, ...calls, ...notifications, ...review, ...services, ...contribute, ...wizard, ...community, ...invitations, ...ideas, ...forums, ...leaderboard, ...tools };
