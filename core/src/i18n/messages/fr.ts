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

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth, ...mail, ...skills, ...users, ...registration, ...account, ...points };
