import { describe, expect, it } from "vitest";
import { safeBackPath } from "./watchlist-post.server.ts";
import { cookieValue, watchlistCookieName } from "./watchlist.server.ts";

describe("where a heart's plain post leads back to", () => {
  it("a path of this site, with query and fragment", () => {
    expect(safeBackPath("/hunde?type=adoption#merken-luna-1")).toBe("/hunde?type=adoption#merken-luna-1");
    expect(safeBackPath("/merkliste")).toBe("/merkliste");
  });
  it("never another host or anything odd", () => {
    for (const back of ["", "https://evil.example/", "//evil.example/", "/\\evil.example", "hunde", "/a\nb", "/a\\b", `/${"x".repeat(1000)}`]) {
      expect(safeBackPath(back), back).toBeNull();
    }
  });
});

describe("the watch list's cookie", () => {
  it("is named with the __Host- prefix on https only", () => {
    expect(watchlistCookieName("https://www.puente-canino.de")).toBe("__Host-merkliste");
    expect(watchlistCookieName("http://localhost:3000")).toBe("merkliste");
  });
  it("is found among other cookies", () => {
    expect(cookieValue("a=1; merkliste=luna-1:Luna; b=2", "merkliste")).toBe("luna-1:Luna");
    expect(cookieValue("xmerkliste=1", "merkliste")).toBeNull();
    expect(cookieValue(null, "merkliste")).toBeNull();
  });
});
