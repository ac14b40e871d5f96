import { useNavigate } from "react-router";

/**
 * Server-rendered markup (legal texts, articles). Once the app has hydrated, clicks on links within
 * this site become client navigations. The islands do the rest (app/islands/): `[data-cookie-settings]`
 * buttons reopen the consent banner, and a picture that does not load is hidden with its figure.
 */
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- delegation: the links and buttons inside are the interactive elements
    <div
      className={className}
      data-hide-broken="figure"
      onClick={(event) => {
        const target = event.target as HTMLElement;
        const link = target.closest("a");
        const href = link?.getAttribute("href");
        if (!link || !href || link.target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        if (href.startsWith("/") && !href.startsWith("//")) {
          event.preventDefault();
          navigate(href);
        }
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
