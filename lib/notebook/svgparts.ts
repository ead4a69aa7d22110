/**
 * Small pieces shared by the notebook layer's SVG drawings (proof trees, loopy game graphs): text
 * escaping and the players' colours.
 */

/** Text escaped for an SVG/XML attribute or text node (&, <, >, "). O(length). */
export function escapeSvgText(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Left's colour (blue) in the drawings. */
export const LEFT_COLOUR = "#1f5fd1";
/** Right's colour (red) in the drawings. */
export const RIGHT_COLOUR = "#d12a1f";
