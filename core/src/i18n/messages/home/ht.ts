/** Source texts (Haitian Creole) of the "home" namespace. Keys are "home.<name>". */
export default {
} as const;
