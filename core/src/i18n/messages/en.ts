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

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth, ...mail, ...skills, ...users, ...registration, ...account, ...points };
