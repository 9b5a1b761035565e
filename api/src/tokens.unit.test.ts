import { describe, expect, it } from "vitest";
import { resolveEach, token, useCaseTokens } from "./tokens";

const makeListIdeas = (deps: { readonly size: number }) => () => deps.size;
const makeGetIdeaSummary = () => () => "summary";

describe("the keys of use cases", () => {
  it("names each key after its make… function", () => {
    const keys = useCaseTokens({ makeListIdeas, makeGetIdeaSummary });
    expect(Object.keys(keys)).toEqual(["listIdeas", "getIdeaSummary"]);
    expect(keys.listIdeas.description).toBe("ListIdeas");
    expect(keys.getIdeaSummary.description).toBe("GetIdeaSummary");
  });
});

describe("reading several keys of an area", () => {
  it("reads the named keys, in order, and no other", () => {
    const keys = { one: token<number>("One"), two: token<string>("Two"), three: token<boolean>("Three") };
    const values = new Map<symbol, unknown>([
      [keys.one, 1],
      [keys.two, "2"],
      [keys.three, true],
    ]);
    const read: string[] = [];
    const container = {
      get: <T>(key: symbol) => {
        read.push(key.description ?? "");
        return values.get(key) as T;
      },
    };
    const { two, one } = resolveEach(container as never, keys, ["two", "one"]);
    expect({ one, two }).toEqual({ one: 1, two: "2" });
    expect(read).toEqual(["Two", "One"]);
  });
});
