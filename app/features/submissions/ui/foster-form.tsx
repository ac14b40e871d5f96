import {
  ADDRESS_MAX, EMAIL_MAX, LONG_TEXT_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX, ZIP_MAX,
} from "#app/platform/forms/rules/constants.ts";
import { Field, FormEnd, FormStart } from "../../../ui/forms/fields.tsx";
import { FormCard, FormElement } from "../../../ui/forms/form-card.tsx";
import { useFormMessages, useManagedForm } from "../../../ui/forms/use-managed-form.ts";

/** Foster-home application (foster page), with a draft kept in the browser while typing. */
export function FosterForm({ anchor = "pflegestelle-formular" }: { anchor?: string }) {
  const m = useFormMessages();
  const form = useManagedForm({
    intent: "foster_home",
    anchor,
    draftKey: "foster_home",
    schema: (rules, locale) => rules.fosterSchema(locale),
  });
  const labels = m.labels.foster_home;
  return (
    <FormCard
      form={form}
      successTitle={m.status.success.foster_home}
      successText={m.ui.successFoster}
      failureText={m.status.sendErrorText.foster_home}
    >
      <FormElement form={form} label={m.ui.fosterHeading}>
        <FormStart form={form} draft />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field form={form} name="name" label={labels.name} required autoComplete="name" maxLength={NAME_MAX} />
          <Field form={form} name="email" label={labels.email} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
          <Field form={form} name="phone" label={labels.phone} type="tel" required autoComplete="tel" maxLength={PHONE_MAX} />
          <Field form={form} name="zipCode" label={labels.zipCode} required autoComplete="postal-code" maxLength={ZIP_MAX} />
        </div>
        <Field form={form} name="address" label={labels.address} required autoComplete="address-line1" maxLength={ADDRESS_MAX} />
        <Field form={form} name="livingSituation" label={labels.livingSituation} type="textarea" required maxLength={LONG_TEXT_MAX} />
        <Field form={form} name="experience" label={labels.experience} type="textarea" required maxLength={LONG_TEXT_MAX} />
        <Field form={form} name="existingPets" label={labels.existingPets} type="textarea" rows={3} maxLength={LONG_TEXT_MAX} />
        <Field form={form} name="availability" label={labels.availability} type="textarea" required maxLength={LONG_TEXT_MAX} />
        <Field form={form} name="message" label={labels.message} type="textarea" rows={6} required maxLength={MESSAGE_MAX} />
        <FormEnd form={form} send={m.ui.sendFoster} />
      </FormElement>
    </FormCard>
  );
}
