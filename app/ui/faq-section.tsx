import { ContentSection } from "#app/ui/content-section.tsx";
import { FaqList } from "#app/ui/faq-list.tsx";
import { faqItems } from "#app/ui/rich-text.tsx";
import type { FaqEntryCopy } from "#app/ui/rich-text-model.ts";

/** A content page's questions (donations, membership): a section with its heading and the accordion named `name`. */
export function FaqSection({ id, titleId, heading, entries, name }: { id: string; titleId: string; heading: string; entries: readonly FaqEntryCopy[]; name: string }) {
  return (
    <ContentSection id={id} titleId={titleId} heading={heading}>
      <div className="mt-8">
        <FaqList items={faqItems(entries)} name={name} />
      </div>
    </ContentSection>
  );
}
