import auth from "../messages/auth/es";
import common from "../messages/common/es";
import errors from "../messages/errors/es";
import home from "../messages/home/es";
import shell from "../messages/shell/es";
import validation from "../messages/validation/es";

/** The texts the first screen needs (see ../first-paint.ts); the rest of the catalog comes later. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth };
