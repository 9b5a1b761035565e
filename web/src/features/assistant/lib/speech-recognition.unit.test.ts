import { describe, expect, it } from "vitest";
import { browserSpeechRecognition, listenOnce, type BrowserSpeechRecognition } from "./speech-recognition";

/** A recognition the test drives, remembering how the screen set it up. */
class FakeRecognition implements BrowserSpeechRecognition {
  static last: FakeRecognition | null = null;
  lang = "";
  continuous = true;
  interimResults = true;
  maxAlternatives = 5;
  started = false;
  stopped = false;
  onresult: BrowserSpeechRecognition["onresult"] = null;
  onerror: BrowserSpeechRecognition["onerror"] = null;
  onend: BrowserSpeechRecognition["onend"] = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
  abort() {}
}

describe("browserSpeechRecognition", () => {
  it("finds the standard or the prefixed constructor, or says there is none", () => {
    expect(browserSpeechRecognition({ SpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(browserSpeechRecognition({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(browserSpeechRecognition({})).toBeNull();
  });
});

describe("listenOnce", () => {
  const handlers = () => {
    const heard: string[] = [];
    const failed: string[] = [];
    let ended = 0;
    return { heard, failed, ended: () => ended, on: { onHeard: (t: string) => heard.push(t), onFailed: (r: string) => failed.push(r), onEnded: () => (ended += 1) } };
  };

  it("listens once in Creole, with no interim results, and hands on the final words", () => {
    const h = handlers();
    const stop = listenOnce(FakeRecognition, h.on);
    const recognition = FakeRecognition.last!;

    expect({ lang: recognition.lang, continuous: recognition.continuous, interim: recognition.interimResults, started: recognition.started }).toEqual({
      lang: "ht",
      continuous: false,
      interim: false,
      started: true,
    });
    recognition.onresult?.({ results: [[{ transcript: " Ki kote lopital ki pi pre m " }]] });
    recognition.onend?.();
    expect(h.heard).toEqual(["Ki kote lopital ki pi pre m"]);
    expect(h.ended()).toBe(1);

    stop();
    expect(recognition.stopped).toBe(true);
  });

  it("reports a failure, but not the member's own stop", () => {
    const h = handlers();
    listenOnce(FakeRecognition, h.on);
    FakeRecognition.last!.onerror?.({ error: "aborted" });
    FakeRecognition.last!.onerror?.({ error: "not-allowed" });

    expect(h.failed).toEqual(["not-allowed"]);
  });
});
