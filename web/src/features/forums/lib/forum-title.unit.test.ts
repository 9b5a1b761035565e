import { describe, expect, it } from "vitest";
import { myResponses } from "../../my-responses/testing";
import { serviceForums } from "../testing/forums";
import { findForumTitle } from "./forum-title";

describe("findForumTitle", () => {
  it("takes the title from a service's forums, else from the member's responses", () => {
    expect(findForumTitle(4, [undefined, serviceForums], [])).toBe("Kòman pou nou òganize jounen vaksinasyon an");
    expect(findForumTitle(5, [], [myResponses])).toBe("Lè klinik yo louvri nan wikenn");
  });

  it("is null for a forum no list names", () => {
    expect(findForumTitle(99, [serviceForums], [myResponses])).toBeNull();
  });
});
