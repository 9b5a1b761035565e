// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/client";
import { renderWithData } from "../../../testing/render-with-data";
import type { Answer } from "../lib/answer";
import { AnswerStreamError } from "../lib/answer";
import { exampleSources } from "../testing/answer-stream";
import { answeringAsk, failingAsk, steppedAsk } from "../testing/fake-ask";
import { scriptedRecognition } from "../testing/scripted-recognition";
import { AssistantConversation } from "./assistant-screen";

const answer: Answer = {
  response: "Ale nan biwo ONI ki pi pre w la ak batistè ou.",
  sources: exampleSources,
  answered: true,
};

const noSpeech = null;
const speakNothing = vi.fn(async () => new Blob([new Uint8Array(64)], { type: "audio/mpeg" }));

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const questionBox = () => screen.getByRole("textbox", { name: "Your question" });
const sendButton = () => screen.getByRole("button", { name: /^(Send|Searching\.\.\.)$/ });

/** The screen, once its router has drawn it. */
const renderScreen = async (ui: Parameters<typeof renderWithData>[0], options?: Parameters<typeof renderWithData>[1]) => {
  const rendered = await renderWithData(ui, options);
  await screen.findAllByRole("textbox");
  return rendered;
};

const type = (text: string) => fireEvent.change(questionBox(), { target: { value: text } });

describe("AssistantConversation", () => {
  it("sends only a question with words in it", async () => {
    await renderScreen(<AssistantConversation memberId={1} ask={answeringAsk(answer)} speak={speakNothing} recognition={noSpeech} />);

    expect(sendButton().hasAttribute("disabled")).toBe(true);
    type("   ");
    expect(sendButton().hasAttribute("disabled")).toBe(true);
    type("Kijan pou m jwenn CIN?");
    expect(sendButton().hasAttribute("disabled")).toBe(false);
  });

  it("shows the answer's words as they arrive, its sources as links, then keeps it in the conversation", async () => {
    const stepped = steppedAsk(answer, ["Ale nan biwo ONI ", "ki pi pre w la ak batistè ou."]);
    await renderScreen(<AssistantConversation memberId={1} ask={stepped.ask} speak={speakNothing} recognition={noSpeech} />);

    type("Kijan pou m jwenn CIN?");
    fireEvent.click(sendButton());
    await vi.waitFor(() => expect(screen.getByText("The assistant is writing its answer...")).toBeTruthy());
    // While it answers, send waits: one question at a time.
    expect(sendButton().hasAttribute("disabled")).toBe(true);
    expect(sendButton().textContent).toBe("Searching...");

    act(() => stepped.next());
    expect(screen.getByRole("link", { name: "Jwenn kat idantifikasyon nasyonal (CIN)" }).getAttribute("href")).toBe("/tasks/12");
    act(() => stepped.next());
    expect(screen.getByText("Ale nan biwo ONI")).toBeTruthy();
    act(() => stepped.next());
    expect(screen.getByText("Ale nan biwo ONI ki pi pre w la ak batistè ou.")).toBeTruthy();
    await act(async () => stepped.next());

    const conversation = within(screen.getByRole("region", { name: "Conversation" }));
    expect(conversation.getByText("Kijan pou m jwenn CIN?")).toBeTruthy();
    expect(conversation.getByText("Ale nan biwo ONI ki pi pre w la ak batistè ou.")).toBeTruthy();
    expect(questionBox()).toHaveProperty("value", "");
    expect(stepped.asked).toEqual(["Kijan pou m jwenn CIN?"]);
    // A source with no page of this site is named without a link.
    expect(screen.getByText("Règ angajman yo").closest("a")).toBeNull();
  });

  it("restores the conversation after a reload, for the same member", async () => {
    const first = await renderScreen(<AssistantConversation memberId={1} ask={answeringAsk(answer)} speak={speakNothing} recognition={noSpeech} />);
    type("Kijan pou m jwenn CIN?");
    fireEvent.click(sendButton());
    // Kept once it is part of the conversation (with its voice), not while it is being written.
    await screen.findByRole("button", { name: "Listen to the answer" });
    first.unmount();

    await renderScreen(<AssistantConversation memberId={1} ask={answeringAsk(answer)} speak={speakNothing} recognition={noSpeech} />);
    expect(screen.getByText("Kijan pou m jwenn CIN?")).toBeTruthy();
    expect(screen.getByText(answer.response)).toBeTruthy();
    cleanup();

    await renderScreen(<AssistantConversation memberId={2} ask={answeringAsk(answer)} speak={speakNothing} recognition={noSpeech} />);
    expect(screen.getByText("No questions yet. Write one or pick an example.")).toBeTruthy();
  });

  it("says why a question failed, with the server's message, and keeps it in the box", async () => {
    const refused = new ApiError(400, "Bad Request", {
      code: "REQUEST.INVALID",
      message: "The request is not valid.",
      fields: { question: "Please write your question." },
    });
    await renderScreen(<AssistantConversation memberId={1} ask={failingAsk(refused)} speak={speakNothing} recognition={noSpeech} />);

    type("?");
    fireEvent.click(sendButton());

    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe("AI system error: Please write your question."));
    expect(questionBox()).toHaveProperty("value", "?");
    expect(sendButton().hasAttribute("disabled")).toBe(false);
  });

  it("falls back to the spec's text when the stream broke without a message", async () => {
    await renderScreen(
      <AssistantConversation memberId={1} ask={failingAsk(new AnswerStreamError("STREAM.CUT", undefined))} speak={speakNothing} recognition={noSpeech} />,
    );

    type("Konbyen pwen mwen genyen?");
    fireEvent.click(sendButton());

    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe("AI system error: The AI system failed"));
    expect(questionBox()).toHaveProperty("value", "Konbyen pwen mwen genyen?");
  });

  it("asks an example question with one press, in the reader's language", async () => {
    const stepped = steppedAsk(answer, []);
    await renderScreen(<AssistantConversation memberId={1} ask={stepped.ask} speak={speakNothing} recognition={noSpeech} />, { language: "fr" });

    const examples = within(screen.getByRole("region", { name: "Exemples de questions" })).getAllByRole("button");
    expect(examples).toHaveLength(6);
    fireEvent.click(examples[2] as HTMLElement);

    await vi.waitFor(() => expect(stepped.asked).toEqual(["Combien de points ai-je ?"]));
  });

  it("says where the browser offers no speech recognition instead of failing", async () => {
    await renderScreen(<AssistantConversation memberId={1} ask={answeringAsk(answer)} speak={speakNothing} recognition={noSpeech} />);

    const mic = screen.getByRole("button", { name: "Voice input not available" });
    expect(mic.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Your browser does not support speech recognition.")).toBeTruthy();
  });

  it("puts a question said aloud in the box, and says when nothing could be heard", async () => {
    await renderScreen(
      <AssistantConversation memberId={1} ask={answeringAsk(answer)} speak={speakNothing} recognition={scriptedRecognition({ transcript: "Ki kote lopital ki pi pre m" }, 0)} />,
    );

    fireEvent.click(screen.getByRole("button", { name: "Say your question" }));
    await vi.waitFor(() => expect(questionBox()).toHaveProperty("value", "Ki kote lopital ki pi pre m"));
    expect(screen.getByRole("button", { name: "Say your question" })).toBeTruthy();
    cleanup();

    await renderScreen(
      <AssistantConversation memberId={1} ask={answeringAsk(answer)} speak={speakNothing} recognition={scriptedRecognition({ error: "no-speech" }, 0)} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Say your question" }));
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe("Speech recognition error We could not hear your voice. Try again."));
  });

  it("reads an answer aloud in the answer's language, and pauses", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    const speak = vi.fn(async () => new Blob([new Uint8Array(64)], { type: "audio/mpeg" }));
    await renderScreen(<AssistantConversation memberId={1} ask={answeringAsk(answer)} speak={speak} recognition={noSpeech} />);

    type("Kijan pou m jwenn CIN?");
    fireEvent.click(sendButton());

    // The answer that just arrived is read at once, in the language it was written in.
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Pause the reading" })).toBeTruthy());
    expect(speak).toHaveBeenCalledWith(answer.response, "en");
    expect(play).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("button", { name: "Pause the reading" }));
    expect(pause).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Listen to the answer" }));
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    // The audio was fetched once: a replay costs nothing.
    expect(speak).toHaveBeenCalledTimes(1);
  });

  it("only logs a voice that failed, and the answer stays readable", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const speak = vi.fn(async () => Promise.reject(new Error("503")));
    await renderScreen(<AssistantConversation memberId={1} ask={answeringAsk(answer)} speak={speak} recognition={noSpeech} />);

    type("Kijan pou m jwenn CIN?");
    fireEvent.click(sendButton());

    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith("Voice synthesis error", expect.any(Error)));
    expect(screen.getByText(answer.response)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Listen to the answer" })).toBeTruthy();
    expect(screen.queryByRole("alert")?.textContent ?? "").toBe("");
  });

  it("has no accessibility violations with a conversation on screen", async () => {
    const { container } = await renderScreen(<AssistantConversation memberId={1} ask={answeringAsk(answer)} speak={speakNothing} recognition={noSpeech} />);
    type("Kijan pou m jwenn CIN?");
    fireEvent.click(sendButton());
    await vi.waitFor(() => expect(screen.getByText(answer.response)).toBeTruthy());

    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
