/** The fields of a foster home's details (the new home's page and the home's own page). */
import { DOG_SIZES } from "#app/features/journey/foster/public.ts";
import type { HomeFormValues } from "./foster-home-form.ts";
import { FieldProblem, input, label, useAdmin } from "./ui.tsx";

type TextField = "name" | "email" | "phone" | "street" | "postalCode" | "city" | "capacity";

const TEXT_FIELDS: { name: TextField; type?: string; autoComplete: string; inputMode?: "numeric" | "tel" | "email"; width?: string }[] = [
  { name: "name", autoComplete: "off" },
  { name: "email", type: "email", autoComplete: "off" },
  { name: "phone", type: "tel", autoComplete: "off" },
  { name: "street", autoComplete: "off" },
  { name: "postalCode", autoComplete: "off", inputMode: "numeric", width: "sm:max-w-40" },
  { name: "city", autoComplete: "off" },
  { name: "capacity", type: "number", autoComplete: "off", inputMode: "numeric", width: "sm:max-w-40" },
];

/**
 * Every field with its label, hint and problem (`aria-describedby` names both). No `required` or
 * `min`/`max` on the inputs: the server's check is the one check, and its messages show beside the
 * fields with what was typed, with or without JavaScript.
 */
export function FosterHomeFields({ values, errors, prefix = "home" }: { values: HomeFormValues; errors: Readonly<Record<string, string>>; prefix?: string }) {
  const { m } = useAdmin();
  const p = m.fosterHomes;
  const id = (field: string) => `${prefix}-${field}`;
  const hints: Partial<Record<string, string>> = { capacity: p.hints.capacity, street: p.hints.street, notes: p.hints.notes };
  const described = (field: string) => {
    const ids = [hints[field] ? `${id(field)}-hint` : null, errors[field] ? `${id(field)}-error` : null].filter(Boolean).join(" ");
    return { "aria-describedby": ids || undefined, "aria-invalid": errors[field] ? (true as const) : undefined };
  };
  const hint = (field: string) => (hints[field] ? <p id={`${id(field)}-hint`} className="mt-1 text-sm text-stone-700">{hints[field]}</p> : null);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={id(f.name)} className={label}>{p.fields[f.name]}</label>
            <input
              id={id(f.name)}
              name={f.name}
              type={f.type ?? "text"}
              inputMode={f.inputMode}
              autoComplete={f.autoComplete}
              defaultValue={values[f.name]}
              className={`${input} ${f.width ?? ""}`}
              {...described(f.name)}
            />
            {hint(f.name)}
            <FieldProblem id={`${id(f.name)}-error`} field={f.name} problem={errors[f.name]} />
          </div>
        ))}
      </div>
      <fieldset className="mt-4" aria-describedby={errors.sizes ? `${id("sizes")}-error` : undefined}>
        <legend className={label}>{p.fields.sizes}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {DOG_SIZES.map((size) => (
            <label key={size} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="sizes" value={size} defaultChecked={values.sizes.includes(size)} className="size-5" />
              {p.sizeNames[size]}
            </label>
          ))}
        </div>
        <FieldProblem id={`${id("sizes")}-error`} field="sizes" problem={errors.sizes} />
      </fieldset>
      <div className="mt-2 grid gap-1">
        {(["hasCats", "hasChildren", "visits"] as const).map((field) => (
          <label key={field} className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name={field} value="on" defaultChecked={values[field]} className="size-5" />
            {p.fields[field]}
          </label>
        ))}
      </div>
      <div className="mt-4">
        <label htmlFor={id("visitTimes")} className={label}>{p.fields.visitTimes}</label>
        <textarea id={id("visitTimes")} name="visitTimes" rows={2} defaultValue={values.visitTimes} className={input} {...described("visitTimes")} />
        <FieldProblem id={`${id("visitTimes")}-error`} field="visitTimes" problem={errors.visitTimes} />
      </div>
      <div className="mt-4">
        <label htmlFor={id("notes")} className={label}>{p.fields.notes}</label>
        <textarea id={id("notes")} name="notes" rows={4} defaultValue={values.notes} className={input} {...described("notes")} />
        {hint("notes")}
        <FieldProblem id={`${id("notes")}-error`} field="notes" problem={errors.notes} />
      </div>
    </>
  );
}
