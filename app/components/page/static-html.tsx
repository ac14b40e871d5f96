import { useNavigate } from "react-router";
import { openCookieSettings } from "#app/components/consent/consent-store.ts";

/**
 * Server-rendered markup (legal texts, articles). Clicks on links within this
 * site become client navigations, and `[data-cookie-settings]` buttons reopen
 * the consent banner.
 */
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- delegation: the links and buttons inside are the interactive elements
    <div
      className={className}
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (target.closest("[data-cookie-settings]")) {
          openCookieSettings();
          return;
        }
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
