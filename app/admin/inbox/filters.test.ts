import { describe, expect, it } from "vitest";
import { SUBMISSION_KINDS } from "#app/features/submissions/rules/kinds.ts";
import { filterQuery, INBOX_FORMS, parseFilters } from "./filters.ts";
import { BOM, CSV_DELIMITER, csvCell, toCsv } from "./csv.ts";

describe("inbox filters", () => {
  it("list the same forms as the submissions", () => {
    expect([...INBOX_FORMS].sort()).toEqual([...SUBMISSION_KINDS].sort());
  });

  it("read known values only and write them back", () => {
    const filters = parseFilters(new URLSearchParams("form=adoption&status=done&lang=es&dog=Luna&from=2026-01-01&to=2026-13-40&q=%20ana%20&spam=yes&mine=1&delivery=failed&page=3"));
    expect(filters).toEqual({ form: "adoption", status: "done", lang: "es", dog: "Luna", from: "2026-01-01", to: null, q: "ana", spam: "yes", mine: true, failed: true, answer: false, page: 3 });
    expect(filterQuery(filters, { page: 1 })).toBe("?form=adoption&status=done&lang=es&dog=Luna&from=2026-01-01&q=ana&spam=yes&mine=1&delivery=failed");
    expect(parseFilters(new URLSearchParams("form=evil&status=x&lang=fr&spam=maybe&page=-2"))).toMatchObject({ form: null, status: null, lang: null, spam: "no", page: 1 });
    // The phases group every form's stages; "answer waiting" is a filter of its own.
    expect(parseFilters(new URLSearchParams("status=closed&answer=1"))).toMatchObject({ status: "closed", answer: true });
    expect(filterQuery(parseFilters(new URLSearchParams("status=closed&answer=1")))).toBe("?status=closed&answer=1");
    expect(parseFilters(new URLSearchParams("status=received"))).toMatchObject({ status: null });
  });
});

describe("CSV", () => {
  it("starts with a byte-order mark, quotes every cell and ends lines with CRLF", () => {
    expect(toCsv([["a", 'b "c"'], ["Müller", "Peña"]])).toBe(`${BOM}"a","b ""c"""\r\n"Müller","Peña"\r\n`);
  });

  it("separates cells with the language's delimiter and writes dates as it is told", () => {
    const date = (d: Date) => d.toISOString().slice(0, 10);
    expect(toCsv([["a;b", new Date("2026-11-26T10:00:00Z"), null, 3]], { delimiter: CSV_DELIMITER.de, date })).toBe(`${BOM}"a;b";"2026-11-26";"";"3"\r\n`);
    expect(CSV_DELIMITER.es).toBe(";");
  });

  it("escapes cells that a spreadsheet would run as a formula", () => {
    for (const value of ["=1+1", "+49 171", "-2", "@SUM(A1)", "\t=x", "\r=x"]) expect(csvCell(value)).toBe(`"'${value}"`);
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell(null)).toBe('""');
  });
});
