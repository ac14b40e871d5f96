import { Check, Link2, Mail, Share2 } from "lucide-react";
import { fill } from "#app/platform/i18n/format.ts";
import { useMessages } from "#app/platform/i18n/use-locale.ts";

/** Share links for a post (docs/product/content.md#blog): the networks open a 600×400 popup (app/islands/share-popup.ts), e-mail opens a mailto. */
export function ShareBlock({ url, title }: { url: string; title: string }) {
  const a = useMessages().articles;
  const u = encodeURIComponent(url);
  const networks = [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "X (Twitter)", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
  const link = "inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 no-underline hover:border-brand-700";
  return (
    <section aria-labelledby="share-title" className="mt-10">
      <h2 id="share-title" className="text-lg font-bold">{a.share}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {networks.map((n) => (
          <li key={n.name}>
            <a
              href={n.href}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
              data-share={n.name}
            >
              <Share2 aria-hidden="true" className="h-4 w-4" />
              {fill(a.shareOn, { network: n.name })}
            </a>
          </li>
        ))}
        <li>
          <a className={link} href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(fill(a.mailBody, { title, url }))}`}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            {a.shareMail}
          </a>
        </li>
      </ul>
    </section>
  );
}

/**
 * Share control for a guide: the device's share sheet where there is one, else copy the link (a check
 * icon and "copied" for 2 s): app/islands/copy-buttons.ts.
 */
export function ShareControl({ url, title }: { url: string; title: string }) {
  const a = useMessages().articles;
  return (
    <button
      type="button"
      data-copy={url}
      data-share-title={title}
      data-copied={a.copied}
      data-copy-failed={a.copyFailed}
      className="group inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <Link2 aria-hidden="true" className="h-5 w-5 group-data-[done]:hidden" />
      <Check aria-hidden="true" className="hidden h-5 w-5 group-data-[done]:block" />
      <span className="group-data-[done]:hidden">{a.share}</span>
      <span className="hidden group-data-[done]:inline">{a.copied}</span>
    </button>
  );
}
