import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * Hydration waits for the browser's first paint: the server HTML (with its
 * inline CSS) is complete and readable on its own, so on a slow phone the
 * visitor sees the page before React's work starts, not after it.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A tab opened in the background gets no frames: hydrate it at once.
    if (document.visibilityState !== "visible") return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

await afterFirstPaint();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
