/**
 * What the association's forms share in the browser: the loader of their rules (zod, the schemas,
 * the step toasts: one dynamic import for all the forms, loaded when a visitor first touches one),
 * and the preset amounts of the sponsorship and donation forms (beside which each form has its field
 * for any other amount, `customAmount`: a filled one is the amount, as the server reads it). One module, so a page with a form
 * loads one small chunk for both.
 */

export function loadSubmissionRules() {
  return import("../rules/index.ts");
}

/**
 * The amount picker of the sponsorship and donation forms: preset amounts as
 * radio buttons (`amount`) and a field for any other amount (`customAmount`).
 * A filled field is the amount, whichever preset is still chosen (the server
 * reads it so, app/features/submissions/server/action.server.ts), and CSS then shows no preset as
 * chosen (a blank placeholder tells an empty field from a filled one).
 */
export function AmountPresets({
  presets,
  label,
  checked,
  onPick,
}: {
  presets: readonly number[];
  /** What a preset says ("10 €", "10 € im Monat"). */
  label: (amount: number) => string;
  checked: (amount: number) => boolean;
  onPick?: (amount: number) => void;
}) {
  return (
    <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {presets.map((amount) => (
        <label
          key={amount}
          className="amount-preset flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-stone-300 bg-white px-3 py-2 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name="amount"
            value={amount}
            defaultChecked={checked(amount)}
            onChange={onPick ? () => onPick(amount) : undefined}
            className="accent-brand-700"
          />
          {label(amount)}
        </label>
      ))}
    </div>
  );
}
