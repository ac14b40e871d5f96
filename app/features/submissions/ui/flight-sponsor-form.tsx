import { EMAIL_MAX, FLIGHT_NUMBER_INPUT_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from "#app/platform/forms/rules/constants.ts";
import { Field, FormEnd, FormStart } from "../../../ui/forms/fields.tsx";
import { SelectField } from "../../../ui/forms/choice-fields.tsx";
import { FormCard, FormElement } from "../../../ui/forms/form-card.tsx";
import { useFormMessages, useManagedForm } from "../../../ui/forms/use-managed-form.ts";

export interface AirportOption {
  value: string;
  label: string;
}

/** What the page's loader gives the form: the airports in the page's language and the days a flight may be on. */
export interface FlightSponsorFormFacts {
  /** Spanish airports (departure) and German airports (arrival), "Valencia (VLC)". */
  airports: { from: readonly AirportOption[]; to: readonly AirportOption[] };
  /** The date field's bounds, `YYYY-MM-DD`: today in Spain and a year ahead. */
  flightDate: { min: string; max: string };
  /** The most dogs one traveller may offer to take (DOGS_PER_FLIGHT_MAX). */
  dogsMax: number;
}

/**
 * A flight sponsor's offer (docs/product/forms.md#flight-sponsor): who travels, between which
 * airports, on which flight and with how many dogs the airline allows. Works without JavaScript (a
 * plain post to the page); with it, checked as the visitor types and sent without a reload.
 */
export function FlightSponsorForm({ facts, anchor = "flugpate-formular" }: { facts: FlightSponsorFormFacts; anchor?: string }) {
  const m = useFormMessages();
  const form = useManagedForm({
    intent: "flight_sponsor",
    anchor,
    schema: (rules, locale) => rules.flightSponsorSchema(locale),
  });
  const labels = m.labels.flight_sponsor;
  return (
    <FormCard
      form={form}
      successTitle={m.status.success.flight_sponsor}
      successText={m.ui.successFlightSponsor}
      failureText={m.status.sendErrorText.flight_sponsor}
    >
      <FormElement form={form} label={m.ui.flightSponsorHeading}>
        <FormStart form={form} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field form={form} name="name" label={labels.name} required autoComplete="name" maxLength={NAME_MAX} />
          <Field form={form} name="email" label={labels.email} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
          <Field form={form} name="phone" label={labels.phone} type="tel" required autoComplete="tel" maxLength={PHONE_MAX} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField form={form} name="fromAirport" label={labels.fromAirport} options={[...facts.airports.from]} placeholder={m.ui.chooseOption} />
          <SelectField form={form} name="toAirport" label={labels.toAirport} options={[...facts.airports.to]} placeholder={m.ui.chooseOption} />
          <Field
            form={form}
            name="flightDate"
            label={labels.flightDate}
            type="date"
            required
            hint={m.ui.flightDateHint}
            min={facts.flightDate.min}
            max={facts.flightDate.max}
          />
          <Field
            form={form}
            name="flightNumber"
            label={labels.flightNumber}
            required
            hint={m.ui.flightNumberHint}
            autoComplete="off"
            maxLength={FLIGHT_NUMBER_INPUT_MAX}
          />
        </div>
        <Field
          form={form}
          name="dogsAllowed"
          label={labels.dogsAllowed}
          type="number"
          required
          hint={m.ui.dogsAllowedHint}
          min={1}
          max={facts.dogsMax}
          step={1}
          inputMode="numeric"
        />
        <Field form={form} name="message" label={labels.message} type="textarea" rows={4} maxLength={MESSAGE_MAX} />
        <FormEnd form={form} send={m.ui.sendFlightSponsor} />
      </FormElement>
    </FormCard>
  );
}
