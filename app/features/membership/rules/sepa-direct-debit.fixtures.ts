import type { DirectDebit, DirectDebitFile } from "./sepa-direct-debit.ts";

/** A member's yearly fee under a mandate signed last year: a recurrent collection. */
export function aDebit(overrides: Partial<DirectDebit> = {}): DirectDebit {
  return {
    endToEndId: "PC-2026-M0001",
    amountCents: 6000,
    mandateId: "PC-MANDAT-0001",
    mandateSignedOn: "2025-01-15",
    sequence: "RCUR",
    debtor: { name: "Anna Beispiel", iban: "DE02120300000000202051", bic: "BYLADEM1001" },
    remittance: "Mitgliedsbeitrag 2026 Puente Canino",
    ...overrides,
  };
}

/** The association's collection file with one debit, created on 2026-11-28 for 2026-12-05. */
export function aFile(overrides: Partial<DirectDebitFile> = {}): DirectDebitFile {
  return {
    messageId: "PC-LS-2026-11-28-01",
    createdAt: new Date("2026-11-28T09:30:00.000Z"),
    creditor: { name: "Puente Canino e.V.", iban: "DE89370400440532013000", bic: "COBADEFFXXX", creditorId: "DE98ZZZ09999999999" },
    collectionDate: "2026-12-05",
    debits: [aDebit()],
    ...overrides,
  };
}
