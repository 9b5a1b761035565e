export type MessageParams = Readonly<Record<string, string | number>>;

/** Replaces `{name}` placeholders; an unknown placeholder is left visible so a gap shows in review. */
export const interpolate = (template: string, params?: MessageParams): string =>
  params === undefined
    ? template
    : template.replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : whole,
      );
