/** Items whose views count for their author in the leaderboard's views category. */
export const viewedContentKinds = ["idea", "forum"] as const;
export type ViewedContentKind = (typeof viewedContentKinds)[number];

export interface ContentView {
  readonly kind: ViewedContentKind;
  readonly itemId: number;
  /** The item's author: the member the view counts for. */
  readonly ownerId: number;
  /** The signed-in member who opened the item (visitors' views are not counted). */
  readonly viewerId: number;
  readonly at: Date;
}

/**
 * Views of members' ideas and forums (DECISIONS 4: one per viewer per day). Recording the same
 * viewer, item and Haiti calendar day again changes nothing, and an author's views of their own
 * items are not counted, so reloading a page cannot raise anyone's score.
 */
export interface ContentViews {
  recordView(view: ContentView): Promise<void>;
}
