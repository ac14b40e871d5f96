/**
 * The donation box of a page that does not hydrate (the shelters' pages, decision 040): the server
 * renders it as a form that posts the amount and comes back with the provider's link. Here it
 * becomes what the hydrated box is: no form (a form needs a submit button, WCAG H32), the chosen or
 * typed amount in the link's address and words as they change, a typed amount out of range a
 * message under the field and no link, Enter in the field follows the link. The texts, limits and
 * the PayPal.me address come with the form as data (`form[data-donation]`).
 */
export function donationLinks(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-donation]")) enhance(form);
}

function enhance(form: HTMLFormElement): void {
  const data = form.dataset;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const custom = form.querySelector<HTMLInputElement>('input[name="customAmount"]');
  const error = form.querySelector<HTMLElement>("[data-donation-error]");
  if (!submit || !custom || !error || data.donation === undefined) return;
  const euro = new Intl.NumberFormat(data.locale, { style: "currency", currency: "EUR", maximumFractionDigits: 2, minimumFractionDigits: 0 });

  const box = document.createElement("div");
  box.className = form.className;
  const link = document.createElement("a");
  link.className = `${submit.className} no-underline`;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.append(...submit.childNodes);
  submit.replaceWith(link);
  box.append(...form.childNodes);
  form.replaceWith(box);
  const words = link.querySelector<HTMLElement>("[data-donation-text]");

  const update = () => {
    const typed = custom.value.trim() === "" ? null : typedAmount(custom.value);
    const problem =
      custom.value.trim() === ""
        ? undefined
        : typed === null
          ? data.invalid
          : typed < Number(data.min)
            ? data.tooSmall
            : typed > Number(data.max)
              ? data.tooLarge
              : undefined;
    const chosen = box.querySelector<HTMLInputElement>('input[name="amount"]:checked');
    const amount = custom.value.trim() === "" ? (chosen ? Number(chosen.value) : null) : typed;
    error.textContent = problem ?? "";
    error.hidden = problem === undefined;
    if (problem) {
      custom.setAttribute("aria-invalid", "true");
      custom.setAttribute("aria-describedby", error.id);
    } else {
      custom.removeAttribute("aria-invalid");
      custom.removeAttribute("aria-describedby");
    }
    const ready = amount !== null && problem === undefined;
    if (ready) {
      link.href = paypalMeUrl(data.donation!, amount);
      link.removeAttribute("aria-disabled");
      link.style.removeProperty("opacity");
      link.style.removeProperty("cursor");
    } else {
      // No address: not a link, nothing to follow until the amount is one we take.
      link.removeAttribute("href");
      link.setAttribute("aria-disabled", "true");
      link.style.opacity = "0.6";
      link.style.cursor = "not-allowed";
    }
    if (words) words.textContent = ready ? (data.labelAmount ?? "").replace("{amount}", euro.format(amount)) : (data.label ?? "");
  };

  box.addEventListener("input", update);
  box.addEventListener("change", (event) => {
    // Choosing a preset clears the typed amount, as in the hydrated box.
    if (event.target instanceof HTMLInputElement && event.target.name === "amount") custom.value = "";
    update();
  });
  custom.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      if (link.hasAttribute("href")) link.click();
    }
  });
  update();
}

// The donation link's two rules, as app/features/submissions/rules/donation-link.ts has them for the
// hydrated box: an island imports no app module (decision 040: a shared module becomes a chunk of
// its own, a second request on every page). `donation-links.test.ts` holds the two equal.

/** A typed amount as euros, or null when it is not a plain number ("10,50" and "10.50" both read as 10.5). */
export function typedAmount(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
}

/** PayPal.me with the amount: whole euros without decimals, otherwise two decimals with a dot. */
export function paypalMeUrl(base: string, amount: number): string {
  return `${base.replace(/\/+$/, "")}/${Number.isInteger(amount) ? String(amount) : amount.toFixed(2)}EUR`;
}
