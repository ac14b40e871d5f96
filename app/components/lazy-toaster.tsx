import { lazy, Suspense, useEffect, useState } from "react";

const SiteToaster = lazy(() => import("./toaster.tsx"));

/**
 * The toast region loads after the page is interactive: no toast can appear
 * before a visitor acts, so its code stays out of the first load.
 */
export function LazyToaster({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster label={label} />
    </Suspense>
  );
}
