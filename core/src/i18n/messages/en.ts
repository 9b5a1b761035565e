import common from "./common/en";
import errors from "./errors/en";
import home from "./home/en";
import shell from "./shell/en";
import validation from "./validation/en";

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home };
