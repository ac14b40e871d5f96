import { fill } from "#app/platform/i18n/format.ts";
import { MESSAGE_MAX, NAME_MAX, PHONE_MAX, EMAIL_MAX } from "#app/platform/forms/rules/constants.ts";
import { Field, FormEnd, FormStart } from "../../../ui/forms/fields.tsx";
import { FormCard, FormElement } from "../../../ui/forms/form-card.tsx";
import { useFormMessages, useManagedForm } from "../../../ui/forms/use-managed-form.ts";

/**
 * General contact form (contact page; on the adoption page pre-filled with a
 * dog name handed over from a dog page, which goes into the message so it
 * reaches the association with the contact payload of docs/product/forms.md#submission-and-delivery).
 */
export function ContactForm({ dogName, anchor = "kontaktformular" }: { dogName?: string; anchor?: string }) {
  const m = useFormMessages();
  const form = useManagedForm({
    intent: "contact",
    anchor,
    schema: (rules, locale) => rules.contactSchema(locale),
  });
  const labels = m.labels.contact;
  const prefill = dogName ? `${fill(m.ui.contactDogMessage, { dog: dogName })} ` : undefined;
  return (
    <FormCard
      form={form}
      successTitle={m.status.success.contact}
      successText={m.ui.successContact}
      failureText={m.status.sendErrorText.contact}
    >
      <FormElement form={form} label={m.ui.contactHeading}>
        <FormStart form={form} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field form={form} name="name" label={labels.name} required autoComplete="name" maxLength={NAME_MAX} />
          <Field form={form} name="email" label={labels.email} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
        </div>
        <Field form={form} name="phone" label={labels.phone} type="tel" autoComplete="tel" maxLength={PHONE_MAX} />
        <Field
          form={form}
          name="message"
          label={labels.message}
          type="textarea"
          rows={6}
          required
          maxLength={MESSAGE_MAX}
          defaultValue={prefill}
        />
        <FormEnd form={form} send={m.ui.sendContact} />
      </FormElement>
    </FormCard>
  );
}
