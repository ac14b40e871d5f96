/**
 * A bank statement (`camt.053.001.08`) as a German bank's online banking exports it, with the
 * entries a test needs: transfers that came in, and direct debits that came back with their
 * reason. Written as the banks write it (booked entries, one transaction each).
 */
export interface CamtLine {
  amountCents: number;
  creditDebit: "CRDT" | "DBIT";
  bookingDate: string;
  /** The counterparty: the payer of a credit, the member of a returned debit. */
  name: string;
  remittance: string;
  endToEndId?: string;
  /** A returned direct debit's ISO 20022 reason code. */
  returnReason?: string;
}

const euro = (cents: number) => (cents / 100).toFixed(2);
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function camtStatement(iban: string, lines: readonly CamtLine[]): string {
  const entries = lines
    .map((line, index) => {
      const returned = line.returnReason !== undefined;
      const party = returned || line.creditDebit === "CRDT" ? "Dbtr" : "Cdtr";
      return `
      <Ntry>
        <NtryRef>${index + 1}</NtryRef>
        <Amt Ccy="EUR">${euro(line.amountCents)}</Amt>
        <CdtDbtInd>${line.creditDebit}</CdtDbtInd>
        <RvslInd>false</RvslInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${line.bookingDate}</Dt></BookgDt>
        <ValDt><Dt>${line.bookingDate}</Dt></ValDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${returned ? "RDDT" : "RCDT"}</Cd><SubFmlyCd>${returned ? "UPDD" : "ESCT"}</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>${escape(line.endToEndId ?? "NOTPROVIDED")}</EndToEndId></Refs>
            <Amt Ccy="EUR">${euro(line.amountCents)}</Amt>
            <CdtDbtInd>${line.creditDebit}</CdtDbtInd>
            <RltdPties><${party}><Pty><Nm>${escape(line.name)}</Nm></Pty></${party}></RltdPties>
            <RmtInf><Ustrd>${escape(line.remittance)}</Ustrd></RmtInf>${returned ? `
            <RtrInf><Rsn><Cd>${line.returnReason}</Cd></Rsn></RtrInf>` : ""}
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
    })
    .join("");
  const day = lines[0]?.bookingDate ?? "2026-12-01";
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>053D${day.replaceAll("-", "")}0001</MsgId><CreDtTm>${day}T06:00:00.0+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-${day}</Id>
      <CreDtTm>${day}T06:00:00.0+01:00</CreDtTm>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
