import { Check, Copy } from "lucide-react";
import { useMessages } from "#app/platform/i18n/use-locale.ts";

/**
 * Copies a value (IBAN, BIC, beneficiary, PayPal address) to the clipboard: the copy island
 * (app/islands/copy-buttons.ts) shows a check icon for 2 s and says "copied" in the page's status line.
 * `label` is the accessible name, e.g. "IBAN kopieren".
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const a = useMessages().articles;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-copy={value}
      data-copied={a.copied}
      data-copy-failed={a.copyFailed}
      className="group inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800"
    >
      <Copy aria-hidden="true" className="size-5 group-data-[done]:hidden" />
      <Check aria-hidden="true" className="hidden size-5 text-emerald-700 group-data-[done]:block" />
    </button>
  );
}
