// Board pictures beside values (issue 15 item 6): the Konane board drawing and the picture table.
import { describe, expect, it } from "vitest";
import { boardSvg, parseBoard } from "../lib/games/konane";
import { pictureTableHtml } from "../lib/notebook";
import { InputError } from "../lib/util";

describe("konane boardSvg", () => {
  it("draws one stone per B and W (dark and light), deterministically, titled by the board", () => {
    const b = parseBoard(["BW.", ".WB"]);
    const svg = boardSvg(b, { cellSize: 10 });
    expect(svg).toBe(boardSvg(b, { cellSize: 10 }));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("<title>BW. / .WB</title>");
    expect((svg.match(/fill="#222"/g) ?? []).length).toBe(2); // two black stones
    expect((svg.match(/fill="#fafafa"/g) ?? []).length).toBe(2); // two white stones
    expect(svg).toContain('width="32"'); // 3 columns × 10 px + 2
  });
});

describe("pictureTableHtml", () => {
  it("puts the picture first and escapes the cells", () => {
    const html = pictureTableHtml([{ value: "<b>", n: 1 }, { value: "↑", n: 2 }], (r) => `<svg id="p${r.n}"></svg>`, { pictureHeading: "board", caption: "a & b" });
    expect(html).toContain("<th>board</th><th>value</th><th>n</th>");
    expect(html).toContain('<td style="text-align:center"><svg id="p1"></svg></td><td style="vertical-align:middle">&lt;b&gt;</td>');
    expect(html).toContain("a &amp; b");
    expect(html.match(/<tr>/g)?.length).toBe(3);
  });
  it("rejects a picture that is not a function", () => {
    expect(() => pictureTableHtml([{ a: 1 }], "svg" as unknown as () => string)).toThrow(InputError);
  });
});
