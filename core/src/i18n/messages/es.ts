import common from "./common/es";
import errors from "./errors/es";
import home from "./home/es";
import shell from "./shell/es";
import validation from "./validation/es";

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home };
