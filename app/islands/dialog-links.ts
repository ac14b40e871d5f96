/**
 * A link to a picture that has a native modal `<dialog>` showing it on the page
 * (`a[data-dialog="<dialog id>"]`, the Finca Chaos site plan): once the script runs, it opens the
 * dialog instead (Escape and its close button close it; focus goes back to the link). Without
 * JavaScript, or without modal dialogs, the link opens the picture.
 */
export function dialogLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-dialog]")) {
    const dialog = document.getElementById(link.dataset.dialog ?? "");
    if (!(dialog instanceof HTMLDialogElement) || typeof dialog.showModal !== "function") continue;
    link.setAttribute("aria-haspopup", "dialog");
    link.addEventListener("click", (event) => {
      event.preventDefault();
      dialog.showModal();
    });
    dialog.addEventListener("close", () => link.focus());
  }
}
