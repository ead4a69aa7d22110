// Issue 25 item 7 (lean outputs): a displayed table cuts a very long cell (notebook 09's
// PartizanSubtraction heap 30 has a canonical form of ~1 MB, which padded the text/plain table to
// 8.5 MB); the CSV keeps every character.
import { describe, expect, it } from "vitest";
import { tableHtml, toCsv } from "../lib/notebook";
import { DISPLAY_CELL_CHARS, displayCell, tableText } from "../lib/notebook/table";

describe("displayed tables cut long cells", () => {
  const long = "{" + "1|0,".repeat(5000) + "}";
  const rows = [{ heap: 1, value: "1" }, { heap: 30, value: long }];

  it("a short cell is shown whole, a long one cut with its full length named", () => {
    expect(displayCell("{1|0}")).toBe("{1|0}");
    const cut = displayCell(long);
    expect(cut.startsWith(long.slice(0, DISPLAY_CELL_CHARS - 1) + "…")).toBe(true);
    expect(cut).toContain(`(${long.length.toLocaleString("en-US")} characters)`);
    expect(cut.length).toBeLessThan(DISPLAY_CELL_CHARS + 30);
  });

  it("HTML and text stay small; the CSV keeps the whole value", () => {
    expect(tableHtml(rows).length).toBeLessThan(1000);
    expect(tableText(rows).length).toBeLessThan(1000);
    expect(toCsv(rows)).toContain(long);
  });
});
