import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "./theme.css";

/** The one button look; Button, links styled as buttons and dialogs' actions all use it. */
export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    border: "2px solid transparent",
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: "none",
    cursor: "pointer",
    userSelect: "none",
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      "&[data-disabled], &:disabled": { cursor: "not-allowed", opacity: 0.55 },
      "&[data-pending]": { cursor: "progress" },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { "&[data-hovered], &:hover": { backgroundColor: vars.color.brandStrong } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { "&[data-hovered], &:hover": { backgroundColor: vars.color.brandSoft } },
      },
      ghost: {
        backgroundColor: "transparent",
        color: "inherit",
        selectors: { "&[data-hovered], &:hover": { backgroundColor: vars.color.brandSoft, color: vars.color.brand } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onBrand,
        selectors: { "&[data-hovered], &:hover": { backgroundColor: vars.color.dangerStrong } },
      },
    },
    size: {
      // Every size keeps a touch target of at least 44px high except "sm" (36px, for dense rows).
      sm: { minHeight: "36px", padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { minHeight: "44px", padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.md },
      lg: { minHeight: "52px", padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: "100%" }, false: {} },
  },
  defaultVariants: { variant: "primary", size: "md", fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
