import account from "./account/en";
import points from "./points/en";
import auth from "./auth/en";
import common from "./common/en";
import errors from "./errors/en";
import home from "./home/en";
import mail from "./mail/en";
import registration from "./registration/en";
import shell from "./shell/en";
import skills from "./skills/en";
import users from "./users/en";
import validation from "./validation/en";
import services from "./services/en";
import contributions from "./contributions/en";
import moderation from "./moderation/en";
import calls from "./calls/en";
import notifications from "./notifications/en";
import review from "./review/en";
import contribute from "./contribute/en";
import wizard from "./wizard/en";
import community from "./community/en";
import invitations from "./invitations/en";
import ideas from "./ideas/en";
import forums from "./forums/en";
import leaderboard from "./leaderboard/en";
import tools from "./tools/en";

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth, ...mail, ...skills, ...users, ...registration, ...account, ...points, ...contributions, ...moderation, ...calls, ...notifications, ...review, ...services, ...contribute, ...wizard, ...community, ...invitations, ...ideas, ...forums, ...leaderboard, ...tools };
