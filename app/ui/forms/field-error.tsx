import { CircleAlert } from "lucide-react";

/**
 * A field's error under it, named by the field's `aria-describedby` (`id`): the first message
 * when there are several, nothing when there is none. `alert` has it read out as soon as it shows
 * (the pages that come back after a plain post without the form kit, which moves the focus).
 */
export function FieldError({ id, messages, alert = false }: { id: string; messages?: string | readonly string[]; alert?: boolean }) {
  const shown = typeof messages === "string" ? [messages] : messages;
  if (!shown || shown.length === 0) return null;
  return (
    <p id={id} role={alert ? "alert" : undefined} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{shown[0]}</span>
    </p>
  );
}
