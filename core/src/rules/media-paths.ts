/** Where the API serves stored files; a stored file's URL is this plus its storage key. */
export const mediaPathPrefix = "/media/";
