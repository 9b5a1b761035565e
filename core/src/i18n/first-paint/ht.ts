import auth from "../messages/auth/ht";
import common from "../messages/common/ht";
import errors from "../messages/errors/ht";
import home from "../messages/home/ht";
import shell from "../messages/shell/ht";
import validation from "../messages/validation/ht";

/** The texts the first screen needs (see ../first-paint.ts); the rest of the catalog comes later. */
export default { ...common, ...validation, ...errors, ...shell, ...home, ...auth };
