import auth from "../messages/auth/pt";
import common from "../messages/common/pt";
import errors from "../messages/errors/pt";
import home from "../messages/home/pt";
import shell from "../messages/shell/pt";
import validation from "../messages/validation/pt";

/** The texts the first screen needs (see ../first-paint.ts); the rest of the catalog comes later. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth };
