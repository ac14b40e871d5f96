import type { Page } from "playwright-core";

/**
 * Types into a Markdown field the way an editor does: into the Markdown
 * editor once it has loaded over the field's textarea (posts, guides and dog
 * descriptions share it), replacing what was there.
 */
export async function typeMarkdown(page: Page, name: string, text: string): Promise<void> {
  const editor = page.locator(`[data-markdown-editor="${name}"] .cm-content`);
  await editor.waitFor({ state: "visible", timeout: 15_000 });
  await editor.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await editor.fill(text);
}
