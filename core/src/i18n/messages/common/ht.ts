/** Source texts (Haitian Creole) of the "common" namespace. Keys are "common.<name>". */
export default {
} as const;
