import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

/** One way to help, as a card of a list (hospice, donations): icon, title, text, and its link or button at the foot. */
export function HelpCard({ Icon, title, text, children }: { Icon: LucideIcon; title: string; text: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-stone-50 p-6">
      <Icon aria-hidden="true" className="size-9 text-brand-700" />
      <h3 className="mt-4 text-xl font-bold text-stone-900">{title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-stone-700">{text}</p>
      {children}
    </li>
  );
}
