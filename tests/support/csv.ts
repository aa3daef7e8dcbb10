// The exports are French Excel CSV (UTF-8 with BOM, ';' separated, every text quoted): the tests read them back cell by
// cell, as a spreadsheet would.

/** RFC 4180 with ';': each cell's value and whether it was quoted, so a test checks what a spreadsheet reads. */
export function readCsv(text: string): { value: string; quoted: boolean }[][] {
  const records: { value: string; quoted: boolean }[][] = [];
  let cells: { value: string; quoted: boolean }[] = [];
  let i = 0;
  while (i < text.length) {
    let value = "";
    const quoted = text[i] === '"';
    if (quoted) {
      for (i++; ; i++) {
        if (i >= text.length) throw new Error("unterminated quoted cell");
        if (text[i] === '"' && text[i + 1] === '"') value += text[i++];
        else if (text[i] === '"') break;
        else value += text[i];
      }
      i++;
    } else {
      while (i < text.length && !";\r\n".includes(text[i])) value += text[i++];
    }
    cells.push({ value, quoted });
    if (text[i] === ";") i++;
    else if (text.startsWith("\r\n", i) || i >= text.length) {
      records.push(cells);
      cells = [];
      i += 2;
    } else throw new Error(`unexpected ${JSON.stringify(text[i])} after a cell at ${i}`);
  }
  return records;
}

/** The file's records as plain values, its BOM dropped: the header first. */
export const csvValues = (body: string) => readCsv(body.replace(/^\uFEFF/, "")).map((cells) => cells.map((cell) => cell.value));
