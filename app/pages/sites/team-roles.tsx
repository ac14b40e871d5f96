import type { LucideIcon } from "lucide-react";

/**
 * The two people on site, by role only (no names or photos): a round icon
 * avatar, the role and what the role does. Shared by Finca Chaos and Residencia Monika.
 */
export function TeamRoles({ members, icons }: { members: readonly { role: string; text: string }[]; icons: readonly LucideIcon[] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2">
      {members.map((member, index) => {
        const Icon = icons[index % icons.length];
        return (
          <li key={member.role} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-6">
            <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              {Icon ? <Icon aria-hidden="true" className="h-7 w-7" /> : null}
            </span>
            <div>
              <h3 className="text-lg font-bold text-stone-900">{member.role}</h3>
              <p className="mt-2 leading-relaxed text-stone-700">{member.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
