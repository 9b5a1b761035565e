import common from "./common/fr";
import errors from "./errors/fr";
import home from "./home/fr";
import shell from "./shell/fr";
import validation from "./validation/fr";

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home };
