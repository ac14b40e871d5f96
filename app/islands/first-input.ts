/**
 * Starts the app of a page that hydrates on first input (decision 044): the dog list and dog page, and
 * the public pages with a form. Their server HTML works on its own (links, forms that post), so React
 * Router's start-up script comes held as a data block (`script[data-app-held]`,
 * app/platform/rendering/hold-app-script.server.ts) and runs at the visitor's first touch, click,
 * key, focus or wheel turn: a visitor who only reads pays nothing for it, one who acts has it before
 * a finger lifts or a word is typed. (Not at a pointer movement: the browser sends those by itself,
 * without any movement, when the page under the pointer changes.)
 *
 * What needs the app and comes before it (marked `data-needs-app`: a managed form's sending, the
 * membership wizard's Next, a gallery thumbnail) waits for it and is then done again; should the app
 * never come (the network dropped it), it is done as without JavaScript: the form posts, the link opens.
 */
const FIRST_INPUT = ["pointerdown", "touchstart", "keydown", "focusin", "wheel"] as const;
/** How long a held action waits for the app before it is done as without JavaScript. */
const GIVE_UP_MS = 8000;

const hydrated = () => document.documentElement.hasAttribute("data-hydrated");

export function firstInput(): void {
  const held = document.querySelector<HTMLScriptElement>("script[data-app-held]");
  if (!held) return;
  let started = false;
  const run = () => {
    const script = document.createElement("script");
    script.type = "module";
    // The page's nonce (a page from the cache names the script by its hash instead).
    script.nonce = held.nonce ?? "";
    script.textContent = held.textContent;
    document.body.append(script);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INPUT) document.removeEventListener(type, start, true);
    // The whole stylesheet, fetched without holding the first paint, applies first: nothing the app renders is unstyled.
    const sheet = document.querySelector<HTMLLinkElement>("link[data-app-sheet]");
    if (sheet) sheet.media = "all";
    if (!sheet || sheet.sheet) run();
    else {
      sheet.addEventListener("load", run, { once: true });
      sheet.addEventListener("error", run, { once: true });
    }
  };
  for (const type of FIRST_INPUT) document.addEventListener(type, start, { capture: true, passive: true });

  // Actions done as without JavaScript after the app did not come: let through.
  const asWithout = new WeakSet<EventTarget>();
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (hydrated() || asWithout.has(form) || !form.matches("[data-needs-app]")) return;
      event.preventDefault();
      const submitter = event.submitter instanceof HTMLElement && event.submitter.isConnected ? event.submitter : null;
      start();
      whenHydrated(
        () => form.isConnected && form.requestSubmit(submitter),
        () => {
          asWithout.add(form);
          form.requestSubmit(submitter);
        },
      );
    },
    true,
  );
  document.addEventListener(
    "click",
    (event) => {
      if (hydrated()) return;
      const target = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-needs-app]");
      if (!target || asWithout.has(target)) return;
      event.preventDefault();
      start();
      whenHydrated(
        () => target.isConnected && target.click(),
        () => {
          asWithout.add(target);
          target.click();
        },
      );
    },
    true,
  );
}

/** Runs `then` once React has taken over (after its start-up work, so its handlers are in place), or `otherwise` if it never does. */
function whenHydrated(then: () => void, otherwise: () => void) {
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    done();
    setTimeout(then);
  });
  const timer = setTimeout(() => {
    done();
    otherwise();
  }, GIVE_UP_MS);
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
}
