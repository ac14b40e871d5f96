import { Toaster } from "sonner";

/** Toasts with the defaults of docs/product/content.md#small-interactions: 4000 ms, at most 3 visible, Alt+T, a labelled region. */
export default function SiteToaster({ label }: { label: string }) {
  // Below the sticky header (4.5rem high at most), never over it.
  const belowHeader = { top: "5rem" };
  return (
    <Toaster
      duration={4000}
      visibleToasts={3}
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel={label}
      position="top-center"
      offset={belowHeader}
      mobileOffset={belowHeader}
    />
  );
}
