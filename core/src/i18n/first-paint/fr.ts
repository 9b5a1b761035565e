import auth from "../messages/auth/fr";
import common from "../messages/common/fr";
import errors from "../messages/errors/fr";
import home from "../messages/home/fr";
import shell from "../messages/shell/fr";
import validation from "../messages/validation/fr";

/** The texts the first screen needs (see ../first-paint.ts); the rest of the catalog comes later. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth };
