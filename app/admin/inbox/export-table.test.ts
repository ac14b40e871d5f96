import { describe, expect, it } from "vitest";
import { adminMessages } from "#app/admin/messages/index.ts";
import { exportFileName, exportTable, uniqueHeaders, wallClock, type ExportSource } from "./export-table.ts";

const source = (over: Partial<ExportSource>): ExportSource => ({
  id: "11111111-1111-4111-8111-111111111111",
  createdAt: new Date("2026-07-01T10:30:00Z"),
  formType: "membership",
  locale: "es",
  status: "new",
  lastMessageAt: null,
  assignee: null,
  spam: false,
  data: {},
  notes: [],
  ...over,
});

describe("the inbox's export table", () => {
  it("speaks the volunteer's language: forms, languages, stages, yes/no and the forms' options in words", () => {
    const m = adminMessages.es;
    const { header, rows } = exportTable(
      [source({ data: { firstName: "Ana", paymentInterval: "annual", membershipType: "active", privacyAccepted: true, amount: 60 }, notes: ["Llamar el lunes", "Pagado"] })],
      "es",
      m,
    );
    const cell = (name: string) => rows[0]![header.indexOf(name)];
    expect(cell(m.submission.form)).toBe(m.forms.membership);
    expect(cell(m.submission.language)).toBe(m.languages.es);
    expect(cell(m.submission.status)).toBe(m.statuses.new);
    expect(cell(m.inbox.spam)).toBe(m.submission.no);
    expect(rows[0]).not.toContain("annual");
    expect(rows[0]).not.toContain("active");
    expect(rows[0]).toContain(60);
    expect(cell(m.submission.notes)).toBe("Llamar el lunes\n\nPagado");
    expect(cell(m.submission.received)).toEqual(new Date("2026-07-01T10:30:00Z"));
  });

  it("gives two forms' fields of one label one column, so every header is unique; the spam trap is left out", () => {
    const m = adminMessages.es;
    const { header, rows } = exportTable(
      [
        source({ formType: "foster_home", data: { name: "Ana López", zipCode: "12001" } }),
        source({ formType: "membership", data: { firstName: "Luis", postalCode: "08001", website: "http://spam" }, spam: true }),
      ],
      "es",
      m,
    );
    expect(new Set(header).size).toBe(header.length);
    expect(header.filter((h) => h === "Nombre")).toHaveLength(1);
    expect(header.filter((h) => h === "Código postal")).toHaveLength(1);
    expect(rows.map((r) => r[header.indexOf("Código postal")])).toEqual(["12001", "08001"]);
    expect(JSON.stringify(rows)).not.toContain("http://spam");
    expect(rows[1]![header.indexOf(m.inbox.spam)]).toBe(m.submission.yes);
  });

  it("numbers a repeated header", () => {
    expect(uniqueHeaders(["Name", "Name", "Ort", "Name"])).toEqual(["Name", "Name (2)", "Ort", "Name (3)"]);
  });

  it("holds the wall-clock time of Berlin in a date's UTC fields, in summer and in winter", () => {
    expect(wallClock(new Date("2026-07-01T10:30:00Z")).toISOString()).toBe("2026-07-01T12:30:00.000Z");
    expect(wallClock(new Date("2026-12-01T23:30:00Z")).toISOString()).toBe("2026-12-02T00:30:00.000Z");
  });

  it("names the file in the volunteer's language", () => {
    expect(exportFileName("de", "2026-11-26", "xlsx")).toBe("anfragen-2026-11-26.xlsx");
    expect(exportFileName("es", "2026-11-26", "csv")).toBe("solicitudes-2026-11-26.csv");
  });
});
