import common from "./common/pt";
import errors from "./errors/pt";
import home from "./home/pt";
import shell from "./shell/pt";
import validation from "./validation/pt";

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home };
