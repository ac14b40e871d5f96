/**
 * The receiving veterinary authority's notice of a transport (docs/product/travel.md#veterinary-authority):
 * the manifest of the dogs (chip, passport, TRACES certificate, where each is handed over), the
 * days, and who sends it. In German (the authority is the German one at the arrival). No family's
 * name, address or phone: the certificate in TRACES names the consignees. Pure.
 */
import { senderDomain, type MailMessage } from "#app/platform/mail/message.ts";
import { dayInWords } from "./transport-copy.ts";
import { transferPointNames, type TransferPoint } from "./transport-plan.ts";

export interface AuthorityNoticeDog {
  dogName: string | null;
  chip: string;
  passport: string;
  traces: string;
  point: TransferPoint;
}

export interface AuthorityNotice {
  outboxId: string;
  transportId: string;
  departure: string;
  arrival: string;
  dogs: readonly AuthorityNoticeDog[];
  /** The association: its legal name, address line and contact. */
  sender: { legalName: string; email: string; phone: string };
  from: string;
  to: string;
}

const missing = "fehlt noch";

export function authorityNoticeMail(notice: AuthorityNotice): MailMessage {
  const departure = dayInWords(notice.departure, "de");
  const arrival = dayInWords(notice.arrival, "de");
  const dogs = notice.dogs.flatMap((dog, i) => [
    `${i + 1}. ${dog.dogName ?? "Hund ohne Namen"}`,
    `   Transponder: ${dog.chip || missing}`,
    `   Heimtierausweis: ${dog.passport || missing}`,
    `   TRACES-Bescheinigung: ${dog.traces || missing}`,
    `   Übergabe in: ${transferPointNames.de[dog.point]}`,
  ]);
  const text = [
    "Sehr geehrte Damen und Herren,",
    "",
    `hiermit kündigen wir einen Transport von Hunden aus Spanien an (Abfahrt in Benicarló am ${departure}, Ankunft am ${arrival}), ${notice.dogs.length === 1 ? "mit einem Hund" : `mit ${notice.dogs.length} Hunden`}:`,
    "",
    ...dogs,
    "",
    "Die Hunde reisen mit ihren EU-Heimtierausweisen und den Tiergesundheitsbescheinigungen aus TRACES. Für Rückfragen erreichen Sie uns unter den unten stehenden Angaben.",
    "",
    "Mit freundlichen Grüßen",
    notice.sender.legalName,
    `${notice.sender.email} · ${notice.sender.phone}`,
    "",
  ].join("\n");
  return {
    from: notice.from,
    to: notice.to,
    replyTo: notice.sender.email,
    subject: `Ankündigung eines Tiertransports: Ankunft am ${arrival} (${notice.dogs.length} ${notice.dogs.length === 1 ? "Hund" : "Hunde"})`,
    text,
    messageId: `<authority.${notice.transportId}.${notice.outboxId}@${senderDomain(notice.from)}>`,
  };
}
