import { LoaderCircle } from "lucide-react";

/** A loading indicator that screen readers announce. */
export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="mb-6 flex items-center gap-3 text-stone-700">
      <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin text-brand-700 motion-reduce:animate-none" />
      {label}
    </p>
  );
}
