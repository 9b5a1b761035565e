import account from "./account/es";
import points from "./points/es";
import auth from "./auth/es";
import common from "./common/es";
import errors from "./errors/es";
import home from "./home/es";
import mail from "./mail/es";
import registration from "./registration/es";
import shell from "./shell/es";
import skills from "./skills/es";
import users from "./users/es";
import validation from "./validation/es";
import services from "./services/es";
import contributions from "./contributions/es";
import moderation from "./moderation/es";
import calls from "./calls/es";
import notifications from "./notifications/es";
import review from "./review/es";
import contribute from "./contribute/es";
import wizard from "./wizard/es";
import community from "./community/es";
import invitations from "./invitations/es";
import ideas from "./ideas/es";
import forums from "./forums/es";
import leaderboard from "./leaderboard/es";
import tools from "./tools/es";

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth, ...mail, ...skills, ...users, ...registration, ...account, ...points, ...contributions, ...moderation, ...calls, ...notifications, ...review, ...services, ...contribute, ...wizard, ...community, ...invitations, ...ideas, ...forums, ...leaderboard, ...tools };
