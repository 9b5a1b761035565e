/** Source texts (Haitian Creole) of the "validation" namespace. Keys are "validation.<name>". */
export default {
} as const;
