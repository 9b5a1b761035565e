/**
 * Service colours are chosen by editors and some are light (yellow, light green); white text on
 * them would be unreadable. The card keeps the colour's hue and darkens it just enough for white
 * text to reach the WCAG AA contrast ratio for normal text (4.5:1).
 */
const minimumContrast = 4.5;
const fallback = "#1f2937";

const parseHex = (color: string): [number, number, number] | null => {
  const match = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (match === null || match[1] === undefined) return null;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};

const channelLuminance = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const relativeLuminance = ([r, g, b]: readonly [number, number, number]): number =>
  0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);

/** Contrast ratio of white text over an RGB background. */
const contrastWithWhite = (rgb: readonly [number, number, number]): number =>
  1.05 / (relativeLuminance(rgb) + 0.05);

const toHex = (rgb: readonly [number, number, number]): string =>
  `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;

/** The background to use under white text for a service colour (`#rrggbb`). */
export const readableBackground = (color: string): string => {
  const rgb = parseHex(color);
  if (rgb === null) return fallback;
  let shade = rgb;
  // Scaling every channel down keeps the hue; 5 % steps reach black after at most 20 rounds.
  for (let factor = 1; factor >= 0; factor -= 0.05) {
    shade = [Math.round(rgb[0] * factor), Math.round(rgb[1] * factor), Math.round(rgb[2] * factor)];
    if (contrastWithWhite(shade) >= minimumContrast) return toHex(shade);
  }
  return toHex(shade);
};

export const contrastRatioWithWhite = (color: string): number => {
  const rgb = parseHex(color);
  return rgb === null ? 0 : contrastWithWhite(rgb);
};
