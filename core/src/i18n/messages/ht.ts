import account from "./account/ht";
import points from "./points/ht";
import auth from "./auth/ht";
import common from "./common/ht";
import errors from "./errors/ht";
import home from "./home/ht";
import mail from "./mail/ht";
import registration from "./registration/ht";
import shell from "./shell/ht";
import skills from "./skills/ht";
import users from "./users/ht";
import validation from "./validation/ht";
import services from "./services/ht";
import contributions from "./contributions/ht";
import moderation from "./moderation/ht";
import calls from "./calls/ht";
import notifications from "./notifications/ht";
import review from "./review/ht";
import contribute from "./contribute/ht";
import wizard from "./wizard/ht";
import community from "./community/ht";
import invitations from "./invitations/ht";
import ideas from "./ideas/ht";
import forums from "./forums/ht";
import leaderboard from "./leaderboard/ht";
import tools from "./tools/ht";

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth, ...mail, ...skills, ...users, ...registration, ...account, ...points, ...contributions, ...moderation, ...calls, ...notifications, ...review, ...services, ...contribute, ...wizard, ...community, ...invitations, ...ideas, ...forums, ...leaderboard, ...tools };
