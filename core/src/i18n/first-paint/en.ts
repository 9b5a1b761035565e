import auth from "../messages/auth/en";
import common from "../messages/common/en";
import errors from "../messages/errors/en";
import home from "../messages/home/en";
import shell from "../messages/shell/en";
import validation from "../messages/validation/en";

/** The texts the first screen needs (see ../first-paint.ts); the rest of the catalog comes later. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth };
