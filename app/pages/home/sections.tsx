import { Award, HeartHandshake, MapPin, Stethoscope, Sunset, Truck, type LucideIcon } from "lucide-react";
import type { HomePageCopy, WhyUsIcon } from "#app/pages/home/copy.ts";
import { IconCardGrid } from "#app/ui/icon-card-grid.tsx";
import { Link } from "react-router";
import { HandHeart, House, PawPrint } from "lucide-react";
import { usePathFor } from "#app/platform/i18n/use-locale.ts";
import type { PageImage } from "#app/ui/pictures/page-images.ts";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";
import { primaryButton } from "#app/ui/styles.ts";
import { ContentSection } from "#app/ui/content-section.tsx";

const secondaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-white bg-stone-900/30 px-6 py-3 text-base font-semibold text-white no-underline hover:bg-stone-900/50";

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
        <IconCardGrid
          items={whyUs.cards.map((card) => ({ key: card.icon, icon: icons[card.icon], title: card.title, text: card.text }))}
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          cardClassName="rounded-xl border border-stone-200 bg-stone-50 p-6"
          look="badge"
        />
      </div>
    </section>
  );
}

export function Hero({ copy, image }: { copy: HomePageCopy["hero"]; image: PageImage }) {
  const path = usePathFor();
  return (
    <section aria-labelledby="hero-title" className="relative isolate flex min-h-[600px] items-center overflow-hidden bg-sea-800">
      <ResponsiveImage
        image={image}
        priority
        decorative
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/80 via-stone-950/55 to-stone-950/10" />
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <p className="font-semibold tracking-wide text-orange-200 uppercase">{copy.eyebrow}</p>
        <h1 id="hero-title" className="mt-3 max-w-2xl text-4xl font-bold tracking-tight text-white sm:text-5xl">
          {copy.title}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-100">{copy.text}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={path("dogs")} className={primaryButton}>
            {copy.ctaDogs}
          </Link>
          <Link to={path("fosterHome")} className={secondaryButton}>
            {copy.ctaFoster}
          </Link>
          <Link to={path("donations")} className={secondaryButton}>
            {copy.ctaDonate}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function HowToHelp({ copy, ctas }: { copy: HomePageCopy["help"]; ctas: HomePageCopy["hero"] }) {
  const path = usePathFor();
  const cards = [
    { to: path("dogs"), title: copy.dogsTitle, text: copy.dogsText, cta: ctas.ctaDogs, Icon: PawPrint },
    { to: path("fosterHome"), title: copy.fosterTitle, text: copy.fosterText, cta: ctas.ctaFoster, Icon: House },
    { to: path("donations"), title: copy.donateTitle, text: copy.donateText, cta: ctas.ctaDonate, Icon: HandHeart },
  ];
  return (
    <ContentSection titleId="help-title" heading={copy.heading} width="7xl" size="large">
      <p className="mt-3 max-w-2xl text-lg text-stone-700">{copy.intro}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {cards.map(({ to, title, text, cta, Icon }) => (
          <li key={to} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="h-10 w-10 text-brand-700" />
            <h3 className="mt-4 text-xl font-bold">{title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-stone-700">{text}</p>
            <Link to={to} className="mt-6 font-semibold">
              {cta} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
