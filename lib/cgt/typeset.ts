/**
 * Typeset CGT notation for a notebook (issue 15): the text `cgt.format` writes (`↑*`, `±1`,
 * `{3|{1|-1/2}}`, `-5/4`) as HTML with fractions set as numerator over denominator, a proper
 * minus sign, thin spaces around the bars, in a serif math face. A pure string function, so any
 * value class (e.g. the public `cgt.Game` objects) can return it in its MIME bundle.
 */

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const FRACTION = /(\d+)\/(\d+)/g;

/**
 * The HTML of CGT notation text: `a/b` as a stacked fraction, `-` as a minus sign (U+2212),
 * `|`, `||`, ... with thin spaces, `*` as the star `*` kept (CGSuite writes it so). The text
 * itself is kept as the element's `title` (hover shows what `cgt.format` wrote). O(length).
 */
export function notationHtml(text: string): string {
  let body = escapeHtml(text).replace(/-/g, "\u2212")
    .replace(FRACTION, '<span style="display:inline-block;vertical-align:middle;text-align:center;font-size:0.8em;line-height:1"><span style="display:block;border-bottom:1px solid currentColor;padding:0 0.1em">$1</span><span style="display:block;padding:0 0.1em">$2</span></span>');
  body = body.replace(/\|+/g, (bars) => `\u2009${bars}\u2009`);
  return `<span class="cgtlab-value" title="${escapeHtml(text)}" style="font-family:'Latin Modern Math','STIX Two Math','Cambria Math','Times New Roman',serif;font-size:1.25em">${body}</span>`;
}
