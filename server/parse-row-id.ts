// A database row id taken from a URL or a form: digits only, and no larger than the 32-bit
// integer both databases keep ids in (PostgreSQL's int4/serial), so a huge number is "not found"
// rather than a query the database refuses.

const DIGITS = /^[1-9]\d{0,9}$/;
const MAX_ROW_ID = 2_147_483_647;

export function parseRowId(text: string | null | undefined): number | null {
  if (typeof text !== "string" || !DIGITS.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}
