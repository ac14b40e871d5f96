import { Toaster } from "sonner";

/** Toasts with SPEC §9's defaults: 4000 ms, at most 3 visible, Alt+T, a labelled region. */
export default function SiteToaster({ label }: { label: string }) {
  return <Toaster duration={4000} visibleToasts={3} hotkey={["altKey", "KeyT"]} containerAriaLabel={label} position="top-center" />;
}
