import common from "./common/ht";
import errors from "./errors/ht";
import home from "./home/ht";
import shell from "./shell/ht";
import validation from "./validation/ht";

/** Every interface text in this language; one module per language so a client loads only its own. */
export default { ...common, ...validation, ...errors, ...shell, ...home };
