import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

/** The heading (h3) of a framed box of a section, with its icon in front (the ways to donate, the site's Teaming). */
export function BoxHeading({ Icon, iconClassName = "size-6 text-brand-700", children }: { Icon: LucideIcon; iconClassName?: string; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-3 text-xl font-bold text-stone-900">
      <Icon aria-hidden="true" className={iconClassName} />
      {children}
    </h3>
  );
}
