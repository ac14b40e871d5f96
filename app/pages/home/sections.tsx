import { Award, HeartHandshake, MapPin, Stethoscope, Sunset, Truck, type LucideIcon } from "lucide-react";
import type { HomePageCopy, WhyUsIcon } from "#app/pages/home/copy.ts";

const icons: Record<WhyUsIcon, LucideIcon> = {
  personal: HeartHandshake,
  transport: Truck,
  spain: MapPin,
  experience: Award,
  health: Stethoscope,
  hospice: Sunset,
};

/** 'Why us' (docs/product/content.md#home): six benefit cards between the dog block and 'Wie du helfen kannst'. */
export function WhyUs({ copy: whyUs }: { copy: HomePageCopy["whyUs"] }) {
  const headingId = `${whyUs.id}-title`;
  return (
    <section id={whyUs.id} aria-labelledby={headingId} className="mt-16 bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">{whyUs.heading}</h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-700">{whyUs.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyUs.cards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li key={card.icon} className="rounded-xl border border-stone-200 bg-stone-50 p-6">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100">
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                </span>
                <h3 className="mt-4 text-xl font-bold">{card.title}</h3>
                <p className="mt-2 leading-relaxed text-stone-700">{card.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
