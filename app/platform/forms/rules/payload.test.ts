import { describe, expect, it } from "vitest";
import { adoptionSchema } from "./adoption.ts";
import { contactSchema } from "./contact.ts";
import { flightSponsorSchema } from "./flight-sponsor.ts";
import { fosterSchema } from "./foster.ts";
import { membershipSchema } from "./membership.ts";
import { toSendFormEmailPayload, toSubmitMembershipPayload } from "./payload.ts";
import { sponsorshipSchema } from "./sponsorship.ts";
import {
  TODAY, validAdoption, validContact, validFlightSponsor, validFoster, validMembership, validSponsorship, valueOf,
} from "../../../../tests/support/form-fixtures.ts";

describe("toSendFormEmailPayload (docs/product/forms.md#submission-and-delivery)", () => {
  it("adoption: {dog, name, email, phone, street, postalCode, city, country, livingSituation, experience, message}, the address \"\" when not given", () => {
    const payload = toSendFormEmailPayload("adoption", "de", valueOf(adoptionSchema("de"), validAdoption()));
    expect(payload).toStrictEqual({
      formType: "adoption",
      locale: "de",
      data: {
        dog: "Luna",
        name: "Anna Müller",
        email: "anna@example.de",
        phone: "+49 171 1234567",
        street: "",
        postalCode: "",
        city: "",
        country: "",
        livingSituation: "Haus mit großem Garten in ruhiger Lage",
        experience: "Seit 15 Jahren mit Hunden aus dem Tierschutz",
        message: "Ich interessiere mich sehr für Luna und würde sie gern kennenlernen.",
      },
    });
    const withAddress = toSendFormEmailPayload("adoption", "es", valueOf(adoptionSchema("es"), { ...validAdoption(), street: "Calle Mayor 3", postalCode: "12580", city: "Benicarló", country: "ES" }));
    expect(withAddress.data).toMatchObject({ street: "Calle Mayor 3", postalCode: "12580", city: "Benicarló", country: "ES" });
  });

  it("sponsorship: {dogName, yourName, email, amount, publishName} with a numeric amount", () => {
    const parsed = valueOf(sponsorshipSchema("es"), { ...validSponsorship(), amount: "20", publishName: "on" });
    expect(toSendFormEmailPayload("sponsorship", "es", parsed)).toStrictEqual({
      formType: "sponsorship",
      locale: "es",
      data: { dogName: "Luna", yourName: "Anna Müller", email: "anna@example.de", amount: 20, publishName: true },
    });
  });

  it("contact: {name, email, phone, message}; blank phone is sent as '' and the dog is not sent", () => {
    const parsed = valueOf(contactSchema("de"), { ...validContact(), dog: "Luna" });
    expect(toSendFormEmailPayload("contact", "de", parsed)).toStrictEqual({
      formType: "contact",
      locale: "de",
      data: {
        name: "Anna Müller",
        email: "anna@example.de",
        phone: "",
        message: "Ich habe eine Frage zu eurer Arbeit in Spanien.",
      },
    });
  });

  it("contact with phone", () => {
    const parsed = valueOf(contactSchema("es"), { ...validContact(), phone: "+34 600 000 000" });
    expect(toSendFormEmailPayload("contact", "es", parsed).data.phone).toBe("+34 600 000 000");
  });

  it("foster_home: the ten fields in the documented order, blank existingPets as ''", () => {
    const parsed = valueOf(fosterSchema("de"), { ...validFoster(), existingPets: "" });
    const payload = toSendFormEmailPayload("foster_home", "de", parsed);
    expect(payload.formType).toBe("foster_home");
    expect(Object.keys(payload.data)).toEqual([
      "name", "email", "phone", "address", "zipCode", "experience", "existingPets", "livingSituation",
      "availability", "message",
    ]);
    expect(payload.data.existingPets).toBe("");
    expect(payload.data.zipCode).toBe("23701");
  });

  it("flight_sponsor: the nine fields, the flight number normalised, the dogs as a number, a blank message as ''", () => {
    const parsed = valueOf(flightSponsorSchema("es", TODAY), { ...validFlightSponsor(TODAY), message: " " });
    expect(toSendFormEmailPayload("flight_sponsor", "es", parsed)).toStrictEqual({
      formType: "flight_sponsor",
      locale: "es",
      data: {
        name: "Anna Müller",
        email: "anna@example.de",
        phone: "+49 171 1234567",
        fromAirport: "VLC",
        toAirport: "FRA",
        flightDate: "2025-07-15",
        flightNumber: "VY 1816",
        dogsAllowed: 2,
        message: "",
      },
    });
  });

  it("never sends privacyAccepted or the honeypot, and survives JSON unchanged", () => {
    const payloads = [
      toSendFormEmailPayload("adoption", "de", valueOf(adoptionSchema("de"), validAdoption())),
      toSendFormEmailPayload("sponsorship", "de", valueOf(sponsorshipSchema("de"), validSponsorship())),
      toSendFormEmailPayload("contact", "de", valueOf(contactSchema("de"), validContact())),
      toSendFormEmailPayload("foster_home", "de", valueOf(fosterSchema("de"), validFoster())),
      toSendFormEmailPayload("flight_sponsor", "de", valueOf(flightSponsorSchema("de", TODAY), validFlightSponsor(TODAY))),
    ];
    for (const payload of payloads) {
      expect(payload.data).not.toHaveProperty("privacyAccepted");
      expect(payload.data).not.toHaveProperty("website");
      expect(JSON.parse(JSON.stringify(payload))).toStrictEqual(payload);
    }
  });
});

describe("toSubmitMembershipPayload", () => {
  it("sends every application field plus locale, blank optionals as ''", () => {
    const parsed = valueOf(membershipSchema("es", TODAY), validMembership());
    expect(toSubmitMembershipPayload("es", parsed)).toStrictEqual({
      membershipType: "active",
      salutation: "female",
      firstName: "Anna",
      lastName: "Müller",
      street: "Hauptstraße 1",
      addressAddition: "",
      postalCode: "23701",
      city: "Süsel",
      country: "DE",
      birthday: "1980-04-02",
      email: "anna@example.de",
      phone: "+49 4524 123456",
      mobile: "",
      entryDate: "2025-07-01",
      paymentInterval: "monthly",
      feeCents: 6000,
      paymentMethod: "transfer",
      accountHolder: "",
      facebookUsername: "",
      locale: "es",
    });
  });
});
