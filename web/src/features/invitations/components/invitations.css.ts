import { style } from "@vanilla-extract/css";
import { mq, vars } from "../../../theme/theme.css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "48rem",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});

export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
  textAlign: "center",
});

export const statValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const input = style({
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontFamily: "inherit",
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    "&:read-only": { backgroundColor: vars.color.surfaceMuted },
  },
});

export const textarea = style([input, { minHeight: "6rem", resize: "vertical" }]);

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, minHeight: "1rem" });

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.md, paddingTop: vars.space.md });

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-end" });

export const grow = style({ flex: "1 1 14rem" });

export const shareButtons = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr",
  "@media": { [mq("sm")]: { gridTemplateColumns: "1fr 1fr" } },
});

export const inviters = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const inviter = style({
  display: "grid",
  gridTemplateColumns: "2.5rem 1fr auto",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const place = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, textAlign: "center" });

export const inviterName = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const inviterFigures = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: "end" });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const dialogBody = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
