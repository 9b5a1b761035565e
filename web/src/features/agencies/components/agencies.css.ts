import { style } from "@vanilla-extract/css";
import { bareRow, stack } from "../../../theme/layout-rules";
import { panel, pill } from "../../../theme/surface-rules";
import { mq, vars } from "../../../theme/theme.css";

// The look every directory of places shares (a header, figures, cards, the add form) comes from
// the shared one; what is the agencies' own (their two filters, the types summary) stays here.
export {
  page,
  header,
  heading,
  title,
  intro,
  figures,
  figure,
  figureLabel,
  figureValue,
  list,
  card,
  cardName,
  description,
  facts,
  fact,
  factLabel,
  factValue,
  empty,
  emptyTitle,
  status,
  problem,
  form,
  note,
  textarea,
  actions,
  field,
  label,
} from "../../../ui/reported-places.css";

export const filters = style({
  ...panel,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "end",
  "@media": { [mq("md")]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto" } },
});

export const summary = style({ ...stack(vars.space.sm), margin: 0 });

export const byType = style({ ...bareRow(vars.space.xs), margin: 0 });

export const typeCount = style(pill(vars.fontSize.sm));

export const typeBadge = style([typeCount, { alignSelf: "flex-start", backgroundColor: vars.color.brandSoft, color: vars.color.text }]);

export const services = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const servicesTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
