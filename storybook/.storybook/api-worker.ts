import type { HttpHandler } from "msw";
import { setupWorker, type SetupWorker } from "msw/browser";
import { authApi } from "../../web/src/features/auth/testing";
import { everySuccessHandler } from "../../web/src/testing/msw/all-areas";

/** Who looks at a story, from the toolbar: the auth mock's answer to "who is signed in". */
export const viewers = ["member", "visitor", "moderator"] as const;
export type Viewer = (typeof viewers)[number];

const viewerHandlers: Readonly<Record<Viewer, readonly HttpHandler[]>> = {
  member: authApi.getCurrentUser.answers.success,
  visitor: authApi.getCurrentUser.answers.unauthorized,
  moderator: authApi.getCurrentUser.answers.moderator,
};

let started: Promise<SetupWorker> | undefined;

/** The msw worker, started once for the whole Storybook (mockServiceWorker.js is a static file of Storybook). */
const apiWorker = (): Promise<SetupWorker> => {
  started ??= (async () => {
    const worker = setupWorker();
    // Anything the contract does not name (Storybook's own files, fonts, images) goes to the network.
    await worker.start({ onUnhandledRequest: "bypass", quiet: true, serviceWorker: { url: "./mockServiceWorker.js" } });
    return worker;
  })();
  return started;
};

interface StoryContext {
  readonly parameters: { readonly msw?: { readonly handlers?: readonly HttpHandler[] } };
  readonly globals: { readonly viewer?: Viewer };
}

/**
 * A Storybook loader: before each story the API answers the story's `parameters.msw.handlers`
 * first, then as the toolbar's viewer, then every area's success. Stories fed by props or query
 * data never ask, so the worker does not change them.
 */
export const apiLoader = async ({ parameters, globals }: StoryContext): Promise<void> => {
  const worker = await apiWorker();
  worker.resetHandlers(...(parameters.msw?.handlers ?? []), ...viewerHandlers[globals.viewer ?? "member"], ...everySuccessHandler());
};
