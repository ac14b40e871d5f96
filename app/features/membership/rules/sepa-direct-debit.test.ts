import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { aDebit, aFile } from "./sepa-direct-debit.fixtures.ts";
import { PAIN_008_NAMESPACE, SepaFileError, writeDirectDebitFile, type DirectDebitFile, type SepaIssue } from "./sepa-direct-debit.ts";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  isArray: (name) => ["PmtInf", "DrctDbtTxInf"].includes(name),
});

/** The document read back as plain objects (attributes as `@name`, every value a string). */
function read(file: DirectDebitFile): any {
  return parser.parse(writeDirectDebitFile(file)).Document;
}

/** What writeDirectDebitFile throws for a file, or undefined. */
function refusal(file: DirectDebitFile): unknown {
  try {
    writeDirectDebitFile(file);
  } catch (error) {
    return error;
  }
  return undefined;
}

function issuesOf(file: DirectDebitFile): SepaIssue[] {
  const error = refusal(file);
  expect(error).toBeInstanceOf(SepaFileError);
  return [...(error as SepaFileError).issues];
}

describe("writeDirectDebitFile", () => {
  it("writes a pain.008.001.08 document in UTF-8", () => {
    const xml = writeDirectDebitFile(aFile());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08">')).toBe(true);
    expect(read(aFile())["@xmlns"]).toBe(PAIN_008_NAMESPACE);
  });

  it("writes the group header: message id, creation time in seconds, count, control sum, initiating party", () => {
    const header = read(aFile({ debits: [aDebit(), aDebit({ endToEndId: "PC-2026-M0002", amountCents: 2550 })] })).CstmrDrctDbtInitn.GrpHdr;
    expect(header).toEqual({
      MsgId: "PC-LS-2026-11-28-01",
      CreDtTm: "2026-11-28T09:30:00Z",
      NbOfTxs: "2",
      CtrlSum: "85.50",
      InitgPty: { Nm: "Puente Canino e.V." },
    });
  });

  it("writes one payment block per sequence type, in the order FRST, RCUR, OOFF, FNAL, each with its count and sum", () => {
    const debits = [
      aDebit({ endToEndId: "E1", sequence: "RCUR", amountCents: 6000 }),
      aDebit({ endToEndId: "E2", sequence: "FNAL", amountCents: 100 }),
      aDebit({ endToEndId: "E3", sequence: "FRST", amountCents: 3000 }),
      aDebit({ endToEndId: "E4", sequence: "RCUR", amountCents: 1 }),
    ];
    const blocks = read(aFile({ debits })).CstmrDrctDbtInitn.PmtInf;
    expect(blocks.map((block: any) => block.PmtTpInf.SeqTp)).toEqual(["FRST", "RCUR", "FNAL"]);
    expect(blocks.map((block: any) => [block.NbOfTxs, block.CtrlSum])).toEqual([
      ["1", "30.00"],
      ["2", "60.01"],
      ["1", "1.00"],
    ]);
    expect(blocks[1].DrctDbtTxInf.map((tx: any) => tx.PmtId.EndToEndId)).toEqual(["E1", "E4"]);
    const ids = blocks.map((block: any) => block.PmtInfId);
    expect(ids).toEqual(["PC-LS-2026-11-28-01-FRST", "PC-LS-2026-11-28-01-RCUR", "PC-LS-2026-11-28-01-FNAL"]);
  });

  it("keeps payment-block ids within 35 characters for a long message id", () => {
    const messageId = "M".repeat(35);
    const block = read(aFile({ messageId })).CstmrDrctDbtInitn.PmtInf[0];
    expect(block.PmtInfId).toBe(`${"M".repeat(30)}-RCUR`);
  });

  it("writes the SEPA Core payment type, the creditor and the creditor scheme id", () => {
    const block = read(aFile()).CstmrDrctDbtInitn.PmtInf[0];
    expect(block.PmtMtd).toBe("DD");
    expect(block.PmtTpInf).toEqual({ SvcLvl: { Cd: "SEPA" }, LclInstrm: { Cd: "CORE" }, SeqTp: "RCUR" });
    expect(block.ReqdColltnDt).toBe("2026-12-05");
    expect(block.Cdtr).toEqual({ Nm: "Puente Canino e.V." });
    expect(block.CdtrAcct).toEqual({ Id: { IBAN: "DE89370400440532013000" } });
    expect(block.CdtrAgt).toEqual({ FinInstnId: { BICFI: "COBADEFFXXX" } });
    expect(block.ChrgBr).toBe("SLEV");
    expect(block.CdtrSchmeId).toEqual({ Id: { PrvtId: { Othr: { Id: "DE98ZZZ09999999999", SchmeNm: { Prtry: "SEPA" } } } } });
  });

  it("writes each debit: end-to-end id, amount in euros, mandate, debtor's bank, name, account and remittance", () => {
    const tx = read(aFile()).CstmrDrctDbtInitn.PmtInf[0].DrctDbtTxInf[0];
    expect(tx).toEqual({
      PmtId: { EndToEndId: "PC-2026-M0001" },
      InstdAmt: { "#text": "60.00", "@Ccy": "EUR" },
      DrctDbtTx: { MndtRltdInf: { MndtId: "PC-MANDAT-0001", DtOfSgntr: "2025-01-15" } },
      DbtrAgt: { FinInstnId: { BICFI: "BYLADEM1001" } },
      Dbtr: { Nm: "Anna Beispiel" },
      DbtrAcct: { Id: { IBAN: "DE02120300000000202051" } },
      RmtInf: { Ustrd: "Mitgliedsbeitrag 2026 Puente Canino" },
    });
  });

  it("writes NOTPROVIDED for a bank without BIC, for debtor and creditor", () => {
    const file = aFile({
      creditor: { name: "Puente Canino e.V.", iban: "DE89370400440532013000", creditorId: "DE98ZZZ09999999999" },
      debits: [aDebit({ debtor: { name: "Anna Beispiel", iban: "ES9121000418450200051332" } })],
    });
    const block = read(file).CstmrDrctDbtInitn.PmtInf[0];
    expect(block.CdtrAgt).toEqual({ FinInstnId: { Othr: { Id: "NOTPROVIDED" } } });
    expect(block.DrctDbtTxInf[0].DbtrAgt).toEqual({ FinInstnId: { Othr: { Id: "NOTPROVIDED" } } });
  });

  it("normalises IBAN, BIC and creditor id typed with spaces and lower case", () => {
    const file = aFile({
      creditor: { name: "Puente Canino e.V.", iban: "de89 3704 0044 0532 0130 00", bic: "coba de ff", creditorId: "de98 zzz 0999 9999 999" },
    });
    const block = read(file).CstmrDrctDbtInitn.PmtInf[0];
    expect(block.CdtrAcct.Id.IBAN).toBe("DE89370400440532013000");
    expect(block.CdtrAgt.FinInstnId.BICFI).toBe("COBADEFF");
    expect(block.CdtrSchmeId.Id.PrvtId.Othr.Id).toBe("DE98ZZZ09999999999");
  });

  it("computes control sums from cents, never with floats", () => {
    const debits = [10, 20, 70, 33333333333, 33333333333, 33333333333].map((amountCents, n) => aDebit({ endToEndId: `E${n}`, amountCents }));
    const doc = read(aFile({ debits }));
    expect(doc.CstmrDrctDbtInitn.GrpHdr.CtrlSum).toBe("1000000000.99");
    const few = read(aFile({ debits: debits.slice(0, 2) }));
    expect(few.CstmrDrctDbtInitn.GrpHdr.CtrlSum).toBe("0.30");
  });

  it("transliterates names and remittance into the SEPA Latin set and escapes what XML needs", () => {
    const debit = aDebit({
      debtor: { name: "Jürgen O'Brien & <Söhne>", iban: "DE02120300000000202051" },
      remittance: "Beitrag für „Luna“ – Peña",
    });
    const xml = writeDirectDebitFile(aFile({ debits: [debit] }));
    expect(xml).toContain("<Nm>Juergen O&apos;Brien + Soehne</Nm>");
    expect(xml).toContain("<Ustrd>Beitrag fuer &apos;Luna&apos; - Pena</Ustrd>");
    expect(xml).not.toMatch(/[^\x20-\x7e\n]/);
  });

  it("cuts names to 70 and remittance to 140 characters", () => {
    const debit = aDebit({ debtor: { name: "Ä".repeat(50), iban: "DE02120300000000202051" }, remittance: "x".repeat(300) });
    const tx = read(aFile({ debits: [debit], creditor: { ...aFile().creditor, name: "N".repeat(71) } })).CstmrDrctDbtInitn.PmtInf[0];
    expect(tx.Cdtr.Nm).toHaveLength(70);
    expect(tx.DrctDbtTxInf[0].Dbtr.Nm).toBe("Ae".repeat(35));
    expect(tx.DrctDbtTxInf[0].RmtInf.Ustrd).toHaveLength(140);
  });

  it("leaves out the remittance when there is none", () => {
    const tx = read(aFile({ debits: [aDebit({ remittance: "  " })] })).CstmrDrctDbtInitn.PmtInf[0].DrctDbtTxInf[0];
    expect(tx.RmtInf).toBeUndefined();
  });
});

describe("writeDirectDebitFile refuses", () => {
  it("an empty list of debits", () => {
    expect(issuesOf(aFile({ debits: [] }))).toEqual([{ field: "debits", problem: "no-debits" }]);
  });

  it.each([[0], [-100], [12.5], [Number.NaN], [100_000_000_000]])("the amount %d", (amountCents) => {
    expect(issuesOf(aFile({ debits: [aDebit({ amountCents })] }))).toEqual([{ field: "debits[0].amountCents", problem: "amount" }]);
  });

  it.each([["DE89370400440532013001"], ["junk"], [""], ["BR1800360305000010009795493C1"]])("the debtor IBAN %j", (iban) => {
    expect(issuesOf(aFile({ debits: [aDebit({ debtor: { name: "Anna", iban } })] }))).toEqual([{ field: "debits[0].debtor.iban", problem: "iban" }]);
  });

  it("a wrong creditor IBAN, BIC or identifier", () => {
    const creditor = { name: "Puente Canino e.V.", iban: "DE89370400440532013001", bic: "COBADE", creditorId: "DE97ZZZ09999999999" };
    expect(issuesOf(aFile({ creditor }))).toEqual([
      { field: "creditor.iban", problem: "iban" },
      { field: "creditor.bic", problem: "bic" },
      { field: "creditor.creditorId", problem: "creditor-id" },
    ]);
  });

  it("duplicate end-to-end ids", () => {
    const debits = [aDebit({ endToEndId: "E1" }), aDebit({ endToEndId: "E2" }), aDebit({ endToEndId: "E1", sequence: "FRST" })];
    expect(issuesOf(aFile({ debits }))).toEqual([{ field: "debits[2].endToEndId", problem: "duplicate" }]);
  });

  it.each([["with space"], ["x".repeat(36)], ["a//b"], ["/a"], [""], ["Müller"]])("the identifier %j for message, end-to-end and mandate", (id) => {
    const issues = issuesOf(aFile({ messageId: id, debits: [aDebit({ endToEndId: id, mandateId: id })] }));
    expect(issues).toEqual([
      { field: "messageId", problem: "identifier" },
      { field: "debits[0].endToEndId", problem: "identifier" },
      { field: "debits[0].mandateId", problem: "identifier" },
    ]);
  });

  it("impossible dates, a collection date before the file's day, and a bad creation time", () => {
    expect(issuesOf(aFile({ collectionDate: "2026-02-30", debits: [aDebit({ mandateSignedOn: "15.01.2025" })] }))).toEqual([
      { field: "collectionDate", problem: "date" },
      { field: "debits[0].mandateSignedOn", problem: "date" },
    ]);
    expect(issuesOf(aFile({ collectionDate: "2026-11-27" }))).toEqual([{ field: "collectionDate", problem: "date-past" }]);
    expect(issuesOf(aFile({ createdAt: new Date("not a date") }))).toEqual([{ field: "createdAt", problem: "date" }]);
    expect(() => writeDirectDebitFile(aFile({ collectionDate: "2026-11-28" }))).not.toThrow();
  });

  it("a name with nothing left in the Latin set, and an unknown sequence type", () => {
    const debit = aDebit({ debtor: { name: "Иван", iban: "DE02120300000000202051" }, sequence: "RPRE" as never });
    expect(issuesOf(aFile({ debits: [debit], creditor: { ...aFile().creditor, name: "   " } }))).toEqual([
      { field: "creditor.name", problem: "name" },
      { field: "debits[0].sequence", problem: "sequence" },
      { field: "debits[0].debtor.name", problem: "name" },
    ]);
  });

  it("with every problem listed at once, and no account number in the message", () => {
    const file = aFile({
      debits: [
        aDebit({ endToEndId: "E1", amountCents: 0, debtor: { name: "Anna", iban: "DE02120300000000202052" } }),
        aDebit({ endToEndId: "E1", debtor: { name: "Bert", iban: "DE02120300000000202051", bic: "NOPE" } }),
      ],
    });
    const error = refusal(file) as SepaFileError | undefined;
    expect(error?.issues).toEqual([
      { field: "debits[0].amountCents", problem: "amount" },
      { field: "debits[0].debtor.iban", problem: "iban" },
      { field: "debits[1].endToEndId", problem: "duplicate" },
      { field: "debits[1].debtor.bic", problem: "bic" },
    ]);
    expect(error?.message).toBe(
      "SEPA direct-debit file refused: debits[0].amountCents: amount; debits[0].debtor.iban: iban; debits[1].endToEndId: duplicate; debits[1].debtor.bic: bic",
    );
    expect(error?.message).not.toContain("DE0212");
  });
});
