import { Fragment } from "react";
import { Link } from "react-router";
import type { FaqItem } from "#app/ui/faq-list.tsx";
import { copyLinkHref, type CopyLink, type FaqEntryCopy, type Paragraph } from "#app/ui/rich-text-model.ts";
import { useLocale } from "#app/platform/i18n/use-locale.ts";

/** The address of a copy link in this request's language. */
export function useCopyHref(): (link: CopyLink) => string {
  const locale = useLocale();
  return (link) => copyLinkHref(link, locale);
}

/** One inline link of the copy; underlined so it stands out from running text without colour alone. */
export function CopyLinkView({ link, className = "font-semibold underline" }: { link: CopyLink; className?: string }) {
  const href = useCopyHref();
  return (
    <Link to={href(link)} className={className}>
      {link.text}
    </Link>
  );
}

/** The inline content of a paragraph (text and links), without a wrapping element. */
export function RichInline({ paragraph }: { paragraph: Paragraph }) {
  if (typeof paragraph === "string") return <>{paragraph}</>;
  return (
    <>
      {paragraph.map((part, index) =>
        typeof part === "string" ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <CopyLinkView key={index} link={part} />
        ),
      )}
    </>
  );
}

/** Paragraphs of copy, each as a `<p>`. */
export function RichParagraphs({ paragraphs, className }: { paragraphs: readonly Paragraph[]; className?: string }) {
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          <RichInline paragraph={paragraph} />
        </p>
      ))}
    </>
  );
}

/** The link under an answer (styled by the FAQ list). */
function MoreLink({ link }: { link: CopyLink }) {
  const href = useCopyHref();
  return (
    <p>
      <Link to={href(link)}>{link.text}</Link>
    </p>
  );
}

/** FAQ entries of the copy as items of `FaqList`. */
export function faqItems(entries: readonly FaqEntryCopy[]): FaqItem[] {
  return entries.map((entry) => ({
    id: entry.id,
    question: entry.question,
    answer: (
      <>
        <RichParagraphs paragraphs={entry.answer} />
        {entry.more ? <MoreLink link={entry.more} /> : null}
      </>
    ),
  }));
}
