import { ExternalLink } from "lucide-react";
import { useMessages } from "#app/platform/i18n/use-locale.ts";

/** The end of a link that opens in a new tab: an icon, and the words for screen readers. */
export function NewTabMark({ iconClassName = "size-4" }: { iconClassName?: string }) {
  const m = useMessages();
  return (
    <>
      <ExternalLink aria-hidden="true" className={iconClassName} />
      <span className="sr-only"> {m.layout.opensInNewTab}</span>
    </>
  );
}
