import type { ReactNode } from "react";

export interface StrokeIconProps {
  /** The drawing: paths, circles or polygons on a 24-unit grid. */
  readonly children: ReactNode;
  readonly size?: number;
  readonly className?: string;
}

/** A line icon drawn in the text colour; decorative, what holds it carries the name. */
export function StrokeIcon({ children, size = 20, className }: StrokeIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...(className === undefined ? {} : { className })}
    >
      {children}
    </svg>
  );
}
