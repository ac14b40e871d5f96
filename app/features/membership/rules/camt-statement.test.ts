import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CAMT_PROBLEM_TEXT, CamtStatementError, readCamtStatement, type CamtProblem, type StatementEntry } from "./camt-statement.ts";

const fixture = (name: string): string => readFileSync(new URL(`../../../../tests/fixtures/camt/${name}`, import.meta.url), "utf8");
const v02 = fixture("statement-053-001-02.xml");
const v08 = fixture("statement-053-001-08.xml");

function problemOf(xml: string): CamtProblem | undefined {
  try {
    readCamtStatement(xml);
  } catch (error) {
    return error instanceof CamtStatementError ? error.problem : undefined;
  }
  return undefined;
}

describe("readCamtStatement, camt.053.001.02", () => {
  const statement = readCamtStatement(v02);

  it("reads the account", () => {
    expect(statement.iban).toBe("DE89370400440532013000");
    expect(statement.entries).toHaveLength(3);
  });

  it("reads an incoming transfer with the member's reference in its remittance lines", () => {
    expect(statement.entries[0]).toEqual<StatementEntry>({
      amountCents: 6000,
      currency: "EUR",
      creditDebit: "CRDT",
      bookingDate: "2026-12-07",
      valueDate: "2026-12-07",
      reference: "Mitgliedsbeitrag 2026 PC-M 0042 Anna Beispiel",
      remittance: "Mitgliedsbeitrag 2026 PC-M 0042 Anna Beispiel",
      counterpartyName: "Anna Beispiel",
      reversal: false,
    });
  });

  it("reads an unknown transfer", () => {
    expect(statement.entries[1]).toMatchObject({ amountCents: 3500, creditDebit: "CRDT", counterpartyName: "Max Mustermann", remittance: "Spende fuer Luna und Kira" });
  });

  it("reads a returned direct debit: end-to-end id as reference, the member as counterparty, the reason", () => {
    expect(statement.entries[2]).toEqual<StatementEntry>({
      amountCents: 6000,
      currency: "EUR",
      creditDebit: "DBIT",
      bookingDate: "2026-12-07",
      valueDate: "2026-12-05",
      reference: "PC-2026-M0007",
      remittance: "Mitgliedsbeitrag 2026 Puente Canino",
      counterpartyName: "Bernd Beispielmann",
      endToEndId: "PC-2026-M0007",
      returnReason: "MD06",
      reversal: false,
    });
  });
});

describe("readCamtStatement, camt.053.001.08", () => {
  const statement = readCamtStatement(v08);

  it("reads the account and splits the batch booking into its transactions", () => {
    expect(statement.iban).toBe("DE89370400440532013000");
    expect(statement.entries.map((entry) => [entry.creditDebit, entry.amountCents, entry.reference])).toEqual([
      ["CRDT", 3000, "cuota socia pc-m0043"],
      ["CRDT", 6000, "PC-2026-M0001"],
      ["CRDT", 3000, "PC-2026-M0002"],
      ["DBIT", 3000, "PC-2026-M0002"],
      ["CRDT", 490, "STORNO ENTGELT KONTOFUEHRUNG 11/2026"],
    ]);
  });

  it("reads the party under Pty, the value date, the return reason and the reversal indicator", () => {
    const [transfer, first, , returned, reversal] = statement.entries;
    expect(transfer?.counterpartyName).toBe("Carla Ruiz Garcia");
    expect(first).toMatchObject({ counterpartyName: "Anna Beispiel", valueDate: "2026-12-05", bookingDate: "2026-12-08", endToEndId: "PC-2026-M0001" });
    expect(returned).toMatchObject({ returnReason: "AC04", counterpartyName: "Lukas Weber", endToEndId: "PC-2026-M0002", reversal: false });
    expect(reversal).toMatchObject({ reversal: true, counterpartyName: "", remittance: "STORNO ENTGELT KONTOFUEHRUNG 11/2026" });
    expect(reversal?.endToEndId).toBeUndefined();
  });

  it("sums to the statement's balances", () => {
    const net = statement.entries.reduce((sum, entry) => sum + (entry.creditDebit === "CRDT" ? entry.amountCents : -entry.amountCents), 0);
    expect(485_222 + net).toBe(494_712);
  });
});

describe("readCamtStatement, any namespace", () => {
  it("reads a statement written with a namespace prefix", () => {
    const prefixed = v02
      .replace(/<(\/?)([A-Za-z]+)([ >/])/g, "<$1ns2:$2$3")
      .replace('xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"', 'xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"');
    expect(prefixed).toContain("<ns2:Ntry>");
    expect(readCamtStatement(prefixed)).toEqual(readCamtStatement(v02));
  });

  it("reads a statement without a namespace", () => {
    const plain = v08.replace(/ xmlns(:xsi)?="[^"]*"| xsi:schemaLocation="[^"]*"/g, "");
    expect(readCamtStatement(plain)).toEqual(readCamtStatement(v08));
  });
});

describe("readCamtStatement, entries it leaves or keeps whole", () => {
  const entry = (inner: string) =>
    `<Document><BkToCstmrStmt><Stmt><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>${inner}</Stmt></BkToCstmrStmt></Document>`;
  const base = `<Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><DtTm>2026-12-08T10:00:00+01:00</DtTm></BookgDt>`;

  it("leaves out pending and informational entries", () => {
    const xml = entry(`<Ntry>${base}<Sts>PDNG</Sts></Ntry><Ntry>${base}<Sts><Cd>INFO</Cd></Sts></Ntry><Ntry>${base}<Sts><Cd>BOOK</Cd></Sts></Ntry>`);
    expect(readCamtStatement(xml).entries).toHaveLength(1);
  });

  it("takes a booking time's date and the booking date for a missing value date", () => {
    const [read] = readCamtStatement(entry(`<Ntry>${base}</Ntry>`)).entries;
    expect(read).toMatchObject({ bookingDate: "2026-12-08", valueDate: "2026-12-08", amountCents: 1000, reference: "", remittance: "" });
  });

  it("keeps a batch whole when a transaction has no amount", () => {
    const details = `<NtryDtls><TxDtls><RmtInf><Ustrd>A</Ustrd></RmtInf></TxDtls><TxDtls><Amt Ccy="EUR">4.00</Amt><RmtInf><Ustrd>B</Ustrd></RmtInf></TxDtls></NtryDtls>`;
    const entries = readCamtStatement(entry(`<Ntry>${base}${details}</Ntry>`)).entries;
    expect(entries).toEqual([expect.objectContaining({ amountCents: 1000, remittance: "A B", reference: "A B" })]);
  });

  it("reads several statements of one account", () => {
    const statement = `<Stmt><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct><Ntry>${base}</Ntry></Stmt>`;
    const xml = `<Document><BkToCstmrStmt>${statement}${statement}</BkToCstmrStmt></Document>`;
    expect(readCamtStatement(xml).entries).toHaveLength(2);
  });
});

describe("readCamtStatement refuses", () => {
  const twoAccounts = v02.replace("</Stmt>", "</Stmt><Stmt><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct></Stmt>");

  it.each<[string, string, CamtProblem]>([
    ["an empty file", "", "not-xml"],
    ["text", "Buchungstag;Betrag\n07.12.2026;60,00", "not-xml"],
    ["broken XML", v02.slice(0, 2000), "not-xml"],
    ["a document type", `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY x "y">]><Document>&x;</Document>`, "not-xml"],
    ["another message (pain.008)", `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08"><CstmrDrctDbtInitn/></Document>`, "not-camt053"],
    ["an intraday report (camt.052)", v02.replaceAll("BkToCstmrStmt", "BkToCstmrAcctRpt").replaceAll("<Stmt>", "<Rpt>").replaceAll("</Stmt>", "</Rpt>"), "not-camt053"],
    ["HTML", "<html><body><p>Login</p></body></html>", "not-camt053"],
    ["a statement without IBAN", v02.replace("<IBAN>DE89370400440532013000</IBAN>", "<Othr><Id>0532013000</Id></Othr>"), "not-camt053"],
    ["statements of two accounts", twoAccounts, "several-accounts"],
    ["an entry without amount", v02.replace('<Amt Ccy="EUR">35.00</Amt>\n        <CdtDbtInd>', "<CdtDbtInd>"), "unreadable-entry"],
    ["an entry with a comma amount", v02.replace('<Amt Ccy="EUR">35.00</Amt>\n        <CdtDbtInd>', '<Amt Ccy="EUR">35,00</Amt>\n        <CdtDbtInd>'), "unreadable-entry"],
    ["an entry without sign", v02.replace("<CdtDbtInd>DBIT</CdtDbtInd>\n        <Sts>", "<Sts>"), "unreadable-entry"],
    ["an entry without booking date", v08.replace("<BookgDt>\n          <Dt>2026-12-08</Dt>\n        </BookgDt>", ""), "unreadable-entry"],
  ])("%s", (_, xml, problem) => {
    expect(problemOf(xml)).toBe(problem);
  });

  it("with a short message in each language and nothing of the file", () => {
    const broken = v02.replace("<CdtDbtInd>DBIT</CdtDbtInd>\n        <Sts>", "<Sts>");
    let error: unknown;
    try {
      readCamtStatement(broken);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(CamtStatementError);
    const message = (error as Error).message;
    expect(message).toBe(CAMT_PROBLEM_TEXT.de["unreadable-entry"]);
    for (const content of ["DE89", "Beispiel", "60.00", "MD06", "PC-2026"]) expect(message).not.toContain(content);
    for (const texts of Object.values(CAMT_PROBLEM_TEXT)) {
      for (const line of Object.values(texts)) expect(line.length).toBeLessThan(120);
    }
  });
});
