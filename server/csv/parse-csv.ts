// RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks; records end in CRLF
// or LF; a UTF-8 byte order mark (Excel and WooCommerce write one) is dropped.

export type ParseCsvResult =
  | { ok: true; rows: string[][] }
  | { ok: false; code: "invalid_csv"; message: string; line: number };

export function parseCsv(text: string): ParseCsvResult {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let quoteLine = 1;

  const endField = () => {
    row.push(field);
    field = "";
    fieldStarted = false;
  };
  const endRow = () => {
    endField();
    // A blank line is not a record (Excel leaves them at the end of files).
    if (!(row.length === 1 && row[0] === "")) rows.push(row);
    row = [];
  };

  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === "\n") line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (fieldStarted) return { ok: false, code: "invalid_csv", message: `Stray quote inside an unquoted field on line ${line}`, line };
      quoted = true;
      fieldStarted = true;
      quoteLine = line;
    } else if (char === ",") {
      endField();
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && input[i + 1] === "\n") i++;
      endRow();
      line++;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) return { ok: false, code: "invalid_csv", message: `Quoted field opened on line ${quoteLine} is never closed`, line: quoteLine };
  if (field !== "" || row.length > 0) endRow();
  return { ok: true, rows };
}

export interface CsvRecord {
  /** 1-based line of the record's first character in the file, for error reports. */
  row: number;
  values: Map<string, string>;
}

export type ParseCsvRecordsResult =
  | { ok: true; headers: string[]; records: CsvRecord[] }
  | { ok: false; code: "invalid_csv"; message: string; line: number };

/** Records keyed by the (trimmed) header names; `row` counts data rows from 1. */
export function parseCsvRecords(text: string): ParseCsvRecordsResult {
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const [header, ...data] = parsed.rows;
  if (!header) return { ok: false, code: "invalid_csv", message: "The file is empty", line: 1 };
  const headers = header.map((h) => h.trim());
  const records = data.map((cells, index) => ({
    row: index + 1,
    values: new Map(headers.map((name, column) => [name, cells[column] ?? ""])),
  }));
  return { ok: true, headers, records };
}
