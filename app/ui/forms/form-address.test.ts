import { describe, expect, it } from "vitest";
import { formActionAddress, newRequestAddress } from "./form-address.ts";

describe("form addresses without JavaScript", () => {
  it("a form posts to its page at its anchor, keeping the page's query but never `new`", () => {
    expect(formActionAddress("/kontakt", "", "kontaktformular")).toBe("/kontakt#kontaktformular");
    expect(formActionAddress("/adoption", "?hund=Luna", "kontaktformular")).toBe("/adoption?hund=Luna#kontaktformular");
    expect(formActionAddress("/hunde/luna-1", "?new", "anfrage")).toBe("/hunde/luna-1#anfrage");
    expect(formActionAddress("/adoption", "?hund=Luna&new=", "kontaktformular")).toBe("/adoption?hund=Luna#kontaktformular");
  });

  it("'new request' differs from the address after a post, so the browser loads the page", () => {
    for (const [path, search] of [["/hunde/luna-1", ""], ["/adoption", "?hund=Luna"], ["/hunde/luna-1", "?new"]] as const) {
      const after = formActionAddress(path, search, "anfrage");
      const again = newRequestAddress(path, search, "anfrage");
      expect(again).not.toBe(after);
      expect(again.endsWith("#anfrage")).toBe(true);
      // And the form on the new page posts to the plain address again.
      const url = new URL(again, "http://x");
      expect(formActionAddress(url.pathname, url.search, "anfrage")).toBe(after);
    }
  });
});
