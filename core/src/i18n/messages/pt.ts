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

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth, ...mail, ...skills, ...users, ...registration, ...account, ...points };
