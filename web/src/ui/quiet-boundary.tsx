import { Component, type ReactNode } from "react";

/**
 * Shows nothing instead of its children when they fail to render: for a part of every page that
 * is extra (the activity bar), whose failure must never take the page down with it.
 */
export class QuietBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
