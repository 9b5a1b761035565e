// Its own file so the /account route can check its ?tab= without pulling the screen into the first page's code.
/** The account's tabs; the screen keeps the open one in the address (/account?tab=contributions). */
export const accountTabs = ["profile", "contributions"] as const satisfies readonly [string, ...string[]];
export type AccountTab = (typeof accountTabs)[number];
