import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { openCookieSettings } from "#app/ui/consent-store.ts";

/**
 * Server-rendered markup (legal texts, articles). Clicks on links within this
 * site become client navigations, and `[data-cookie-settings]` buttons reopen
 * the consent banner.
 */
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  // An image that fails to load is hidden (docs/product/content.md#blog-posts-and-guides), also one that failed before hydration.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const hide = (img: HTMLImageElement) => {
      img.hidden = true;
      const figure = img.closest("figure");
      if (figure && root.contains(figure)) figure.hidden = true;
    };
    for (const img of root.querySelectorAll("img")) if (img.complete && img.naturalWidth === 0) hide(img);
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) hide(event.target);
    };
    root.addEventListener("error", onError, true);
    return () => root.removeEventListener("error", onError, true);
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- new markup, new images to check
  }, [html]);
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- delegation: the links and buttons inside are the interactive elements
    <div
      ref={ref}
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
