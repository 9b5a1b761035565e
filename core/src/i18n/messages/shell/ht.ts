/** Source texts (Haitian Creole) of the "shell" namespace. Keys are "shell.<name>". */
export default {
} as const;
