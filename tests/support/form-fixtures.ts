/** Valid raw fields for every stored form, with values that are easy to find again (canaries). */
import { firstOfNextMonth } from "#app/domain/forms/index.ts";
import type { SubmissionKind } from "#app/forms/kinds.ts";

export function validFields(kind: SubmissionKind, tag = "x", now: Date = new Date()): Record<string, string> {
  const email = `${tag.toLowerCase().replace(/[^a-z0-9]/g, "")}@example.org`;
  switch (kind) {
    case "adoption":
      return {
        dog: "Luna",
        name: `Anna ${tag}`,
        email,
        phone: "+49 171 1234567",
        livingSituation: `Haus mit Garten ${tag}`,
        experience: `Zwei Hunde aus dem Tierschutz ${tag}`,
        message: `Ich würde Luna gern kennenlernen ${tag}`,
        privacyAccepted: "on",
        website: "",
      };
    case "sponsorship":
      return { dogName: "Luna", yourName: `Anna ${tag}`, email, amount: "15", publishName: "on", privacyAccepted: "on", website: "" };
    case "contact":
      return { name: `Anna ${tag}`, email, phone: "", message: `Eine Frage zur Adoption ${tag}`, privacyAccepted: "on", website: "" };
    case "foster_home":
      return {
        name: `Anna ${tag}`,
        email,
        phone: "+49 171 1234567",
        address: `Hauptstraße 1 ${tag}`,
        zipCode: "23701",
        experience: `Seit Jahren mit Hunden ${tag}`,
        existingPets: `Eine Katze ${tag}`,
        livingSituation: `Wohnung mit Balkon ${tag}`,
        availability: `Homeoffice, fast immer da ${tag}`,
        message: `Ich möchte Pflegestelle werden ${tag}`,
        privacyAccepted: "on",
        website: "",
      };
    case "membership":
      return {
        membershipType: "active",
        salutation: "female",
        firstName: "Anna",
        lastName: `Müller ${tag}`,
        birthday: "1980-04-02",
        street: `Hauptstraße 1 ${tag}`,
        addressAddition: "",
        postalCode: "23701",
        city: "Süsel",
        country: "DE",
        email,
        phone: "+49 4524 123456",
        mobile: "",
        facebookUsername: "",
        entryDate: firstOfNextMonth(now),
        paymentInterval: "monthly",
        privacyAccepted: "on",
        website: "",
      };
  }
}
