import { lazy, Suspense, useEffect, useState } from "react";

const SiteToaster = lazy(() => import("./toaster.tsx"));

/** What counts as a visitor acting: only then can a toast be needed. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/**
 * The toast region loads when the visitor first interacts with the page: no
 * toast can appear before a visitor acts, so its code stays out of the first
 * load. Toasts raised while it loads are kept by the toast library and shown
 * once the region is mounted.
 */
export function LazyToaster({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
      setReady(true);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster label={label} />
    </Suspense>
  );
}
