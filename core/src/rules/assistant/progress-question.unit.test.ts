import { describe, expect, it } from "vitest";
import { asksOwnProgress } from "./progress-question";

describe("asksOwnProgress", () => {
  it("recognises a question about one's own points, level or rank in three languages", () => {
    expect(asksOwnProgress("Konbyen pwen mwen genyen?")).toBe(true);
    expect(asksOwnProgress("Combien de points ai-je ?")).toBe(true);
    expect(asksOwnProgress("What is my rank?")).toBe(true);
    expect(asksOwnProgress("Ki nivo m ye?")).toBe(true);
  });

  it("leaves questions about the rules in general to the content", () => {
    expect(asksOwnProgress("Konbyen pwen yon kontribisyon bay?")).toBe(false);
    expect(asksOwnProgress("Kijan pou m jwenn paspò?")).toBe(false);
  });
});
