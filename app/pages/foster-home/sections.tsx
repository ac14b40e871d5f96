import { HeartHandshake, House, PawPrint, Users, type LucideIcon } from "lucide-react";
import type { FosterBenefitIcon, FosterPageCopy } from "#app/pages/foster-home/copy.ts";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { SectionPicture } from "#app/ui/section-picture.tsx";
import { IconCardGrid } from "#app/ui/icon-card-grid.tsx";

const icons: Record<FosterBenefitIcon, LucideIcon> = {
  rescue: PawPrint,
  family: House,
  match: Users,
  support: HeartHandshake,
};

/** Why foster homes matter (docs/product/content.md#foster-home): four benefit cards. */
export function FosterBenefits({ copy }: { copy: FosterPageCopy["benefits"] }) {
  const headingId = `${copy.id}-title`;
  return (
    <section id={copy.id} aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="grid items-center gap-8 md:grid-cols-[3fr_2fr]">
        <div>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight">{copy.heading}</h2>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">{copy.intro}</p>
        </div>
        <SectionPicture image={pageImages.fosterHome} className="md:max-w-md md:justify-self-end" />
      </div>
      <IconCardGrid
        items={copy.items.map((item) => ({ key: item.icon, icon: icons[item.icon], title: item.title, text: item.text }))}
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        look="badge"
      />
    </section>
  );
}
