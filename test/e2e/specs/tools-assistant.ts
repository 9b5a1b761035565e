import screen from "@kominote/core/i18n/messages/assistant-screen/ht";
import type { Page } from "playwright-core";
import { assertAccessible, htmlLangIs, type Spec, visible } from "../harness";
import { pageOf, type ServiceSpecTools, type SignedIn, signedInMember } from "./services-support";

const phone = { viewport: { width: 360, height: 740 } };

/** The member's page on /ai-assistant, in Creole, once the screen is drawn. */
const openAssistant = async (page: Page): Promise<void> => {
  await page.goto("/ai-assistant");
  await htmlLangIs(page, "ht");
  await visible(page.getByRole("heading", { level: 1, name: screen["assistantScreen.title"], exact: true }), "the assistant's title");
};

const conversation = (page: Page) => page.getByRole("region", { name: screen["assistantScreen.conversation.title"], exact: true });

const memberId = async (page: Page): Promise<number> =>
  page.evaluate(async () => ((await (await fetch("/api/auth/user")).json()) as { id: number }).id);

/**
 * The assistant's screen (SPEC 2, "AI assistant") at 360x740 in Creole. The first spec needs the
 * assistant's server (POST /api/ai/ask); the second reads aloud an answer kept from earlier in the
 * tab's session, so it needs only the voice.
 */
export const toolsAssistantSpecs = ({ log }: Pick<ServiceSpecTools, "log">): readonly Spec[] => [
  {
    name: "assistant: on a 360x740 phone a member types a question in /ai-assistant and reads the answer as it arrives, with its sources as links, kept after a reload",
    run: async ({ origin, newPage }) => {
      const asker: SignedIn = await signedInMember(origin, log, "kesyone", "37240001");
      const page = await pageOf(newPage, origin, asker, phone);
      await openAssistant(page);

      const send = page.getByRole("button", { name: screen["assistantScreen.send"], exact: true });
      if (!(await send.isDisabled())) throw new Error("send is enabled while the question box is empty");
      const box = page.getByRole("textbox", { name: screen["assistantScreen.question.label"], exact: true });
      const question = "Kijan pou m jwenn yon kat idantifikasyon nasyonal?";
      await box.fill(question);
      await send.click();

      const answer = conversation(page).getByRole("listitem").filter({ hasText: screen["assistantScreen.author.assistant"] }).last();
      const source = await visible(answer.getByRole("link"), "a source of the answer, as a link");
      if (!((await source.getAttribute("href")) ?? "").startsWith("/")) throw new Error("the source is not a page of this site");
      await visible(page.getByRole("button", { name: screen["assistantScreen.send"], exact: true }), "send, ready again");
      if ((await box.inputValue()) !== "") throw new Error("the question stayed in the box after it was answered");
      await assertAccessible(page, "/ai-assistant with an answer");

      await page.reload();
      await visible(conversation(page).getByText(question, { exact: true }), "the question, kept after the reload");
      await visible(conversation(page).getByRole("link", { name: (await source.textContent()) ?? "", exact: true }), "the answer's source, kept after the reload");
    },
  },
  {
    name: "assistant: on a 360x740 phone a member plays an answer of /ai-assistant aloud: the audio element loads a compressed voice (MP3) and plays it, then pauses",
    run: async ({ origin, newPage }) => {
      const listener: SignedIn = await signedInMember(origin, log, "koute", "37240002");
      const page = await pageOf(newPage, origin, listener, phone);
      await page.goto("/");
      const id = await memberId(page);
      const answer = "Ale nan biwo ONI ki pi pre w la ak batistè ou ak yon foto. Kat idantifikasyon an gratis.";
      // A conversation from earlier in this tab, as the screen keeps it in the session's storage.
      await page.evaluate(
        ({ key, entries }) => window.sessionStorage.setItem(key, JSON.stringify(entries)),
        {
          key: `kominote.assistant.conversation.${id}`,
          entries: [
            { id: "q1", author: "member", text: "Kijan pou m jwenn yon kat idantifikasyon nasyonal?", at: new Date().toISOString() },
            { id: "a1", author: "assistant", text: answer, at: new Date().toISOString(), sources: [{ title: "ONI", href: "/government-agencies" }], language: "ht" },
          ],
        },
      );
      await openAssistant(page);
      await visible(conversation(page).getByText(answer, { exact: true }), "the kept answer");

      const voice = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/ai/voice");
      await (await visible(page.getByRole("button", { name: screen["assistantScreen.voice.play"], exact: true }), "the play button")).click();
      const response = await voice;
      if (response.status() !== 200) throw new Error(`POST /api/ai/voice answered ${response.status()}`);
      if (!(response.headers()["content-type"] ?? "").startsWith("audio/mpeg")) throw new Error(`the voice came as ${response.headers()["content-type"]}`);
      const request = response.request().postDataJSON() as { text: string; language: string };
      if (request.text !== answer || request.language !== "ht") throw new Error(`the voice was asked for ${JSON.stringify(request)}`);

      // The audio element read the file: a duration means the browser decoded the MP3.
      const audio = page.locator("audio");
      await page.waitForFunction(() => {
        const element = document.querySelector("audio");
        return element !== null && element.src.startsWith("blob:") && Number.isFinite(element.duration) && element.duration > 1;
      });
      // What the browser received for the call (the page's policy lets no script read the blob itself).
      const loaded = await audio.evaluate((element: HTMLAudioElement) => {
        const call = performance.getEntriesByType("resource").find((entry) => new URL(entry.name).pathname === "/api/ai/voice") as PerformanceResourceTiming | undefined;
        return { bytes: call?.decodedBodySize ?? 0, seconds: element.duration };
      });
      // 32 kbit/s: about 4 KB a second of speech, where its WAV would take 44 KB (a phone's data plan pays for each).
      if (loaded.bytes < loaded.seconds * 4_000 * 0.8 || loaded.bytes > loaded.seconds * 4_000 * 1.5) {
        throw new Error(`the voice is not 32 kbit/s audio of its length: ${JSON.stringify(loaded)}`);
      }
      if (loaded.seconds < 3) throw new Error(`the answer read aloud lasts ${loaded.seconds} s, too short for its ${answer.length} characters`);

      const pause = await visible(page.getByRole("button", { name: screen["assistantScreen.voice.pause"], exact: true }), "the pause button");
      // The answer lasts a few seconds; read slowly, it still plays when the check on a busy machine ends.
      await audio.evaluate((element: HTMLAudioElement) => {
        element.playbackRate = 0.1;
      });
      await assertAccessible(page, "/ai-assistant while an answer is read aloud");
      // By keyboard, as the screen must work without a pointer.
      await pause.focus();
      await page.keyboard.press("Space");
      await visible(page.getByRole("button", { name: screen["assistantScreen.voice.play"], exact: true }), "play, after the pause");
      if (!(await audio.evaluate((element: HTMLAudioElement) => element.paused))) throw new Error("the audio still plays after the pause");
    },
  },
];
