import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side page change, focus moves to the new page's main
 * heading (or the main region), as a screen-reader user expects from a page
 * load and so the next Tab starts on the new page, not on the old page's
 * link. Only a new path moves focus: a filter in the query or a hash does not.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const frame = requestAnimationFrame(() => {
      const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
      if (!target) return;
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
