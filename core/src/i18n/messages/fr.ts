import account from "./account/fr";
import points from "./points/fr";
import auth from "./auth/fr";
import common from "./common/fr";
import errors from "./errors/fr";
import home from "./home/fr";
import mail from "./mail/fr";
import registration from "./registration/fr";
import shell from "./shell/fr";
import skills from "./skills/fr";
import users from "./users/fr";
import validation from "./validation/fr";
import services from "./services/fr";
import contributions from "./contributions/fr";
import moderation from "./moderation/fr";
import calls from "./calls/fr";
import notifications from "./notifications/fr";
import review from "./review/fr";
import contribute from "./contribute/fr";
import wizard from "./wizard/fr";
import community from "./community/fr";
import invitations from "./invitations/fr";
import ideas from "./ideas/fr";
import forums from "./forums/fr";
import leaderboard from "./leaderboard/fr";
import tools from "./tools/fr";

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth, ...mail, ...skills, ...users, ...registration, ...account, ...points, ...contributions, ...moderation, ...calls, ...notifications, ...review, ...services, ...contribute, ...wizard, ...community, ...invitations, ...ideas, ...forums, ...leaderboard, ...tools };
