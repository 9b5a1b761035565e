/** Source texts (Haitian Creole) of the "errors" namespace. Keys are "errors.<name>". */
export default {
} as const;
