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

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth, ...mail, ...skills, ...users, ...registration, ...account, ...points };
