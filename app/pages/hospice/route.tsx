import type { Route } from "./+types/route";
import { pageContext, staticPageHead } from "#app/features/seo/server/page.server.ts";
import { hospiceCopy } from "#app/pages/hospice/copy.ts";
import { contactFormAnchor } from "#app/ui/page-anchors.ts";
import { metaFromLoader } from "#app/features/seo/rules/meta.ts";
import { formAction } from "#app/features/submissions/server/action.server.ts";
import { hospiceDogList } from "#app/features/dogs/server/blocks.server.ts";
import { useMessages } from "#app/platform/i18n/use-locale.ts";
import { PageHero } from "#app/ui/page-hero.tsx";
import { HospiceDogs } from "#app/features/dogs/ui/hospice-dogs.tsx";
import { pageImages } from "#app/ui/pictures/page-images.ts";
import { JumpButtons } from "#app/ui/jump-buttons.tsx";
import { WatchButton } from "#app/features/watchlist/ui/watch-button.tsx";
import { TextSection, HowItWorks, HowToHelp, ThankYou, Donate } from "./sections.tsx";
import { CARD_CORNER } from "#app/features/dogs/ui/dog-card.tsx";
import type { DogCardData } from "#app/features/dogs/rules/view.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = pageContext(context);
  return {
    // The page copy travels as page data (one language), not as JavaScript (both languages).
    copy: hospiceCopy[locale],
    // The sponsorship card links to the contact page's form.
    contactFormId: contactFormAnchor[locale],
    head: staticPageHead(context, "hospice"),
    dogs: await hospiceDogList(context),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ["donation"]);
}

export const meta = metaFromLoader;

/** Hospice page (docs/product/content.md#hospice). */
/** The watch list's heart in the corner of each dog card. */
function cardHeart(dog: DogCardData) {
  return <WatchButton slug={dog.slug} name={dog.name} className={CARD_CORNER} />;
}

export default function HospicePage({ loaderData }: Route.ComponentProps) {
  const c = loaderData.copy;
  const dogs = loaderData.dogs;
  const contactFormId = loaderData.contactFormId;
  const m = useMessages();
  return (
    <>
      <PageHero title={m.pages.hospice.title} intro={c.heroIntro} image={pageImages.hospiceHero}>
        <JumpButtons main={{ to: c.ids.donate, text: c.heroCta }} />
      </PageHero>
      <TextSection id="hospice-need-title" heading={c.need.heading} paragraphs={c.need.paragraphs} />
      <TextSection id="hospice-story-title" heading={c.story.heading} paragraphs={c.story.paragraphs} tinted image={pageImages.hospiceResting} />
      <HowItWorks copy={c.how} />
      <HowToHelp copy={c} contactFormId={contactFormId} />
      <HospiceDogs dogs={dogs} watch={cardHeart} />
      <ThankYou copy={c.quote} />
      <Donate copy={c} />
    </>
  );
}

