import { useEffect, useRef, useState } from "react";
import { Check, Copy } from "lucide-react";
import { useMessages } from "#app/platform/i18n/use-locale.ts";

/** docs/product/README.md#numbers-and-limits: copy feedback lasts 2000 ms. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Copies a value (IBAN, BIC, beneficiary, PayPal address) to the clipboard:
 * a check icon for 2 s and a toast. The toast library loads on the first click,
 * not with the page. `label` is the accessible name, e.g. "IBAN kopieren".
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const a = useMessages().articles;
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800"
      onClick={async () => {
        // Write first, while the click still counts as a user gesture.
        let ok = true;
        try {
          await navigator.clipboard.writeText(value);
        } catch {
          ok = false;
        }
        const { toast } = await import("sonner");
        if (!ok) {
          toast.error(a.copyFailed);
          return;
        }
        setCopied(true);
        toast.success(a.copied);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
      }}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-5 text-emerald-700" />
      ) : (
        <Copy aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
