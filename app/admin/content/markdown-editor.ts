/**
 * The Markdown editor of the back office (decision 016): CodeMirror 6 over
 * the form's own <textarea>, which it keeps up to date and which stays the
 * field the form sends. Loaded with import() by the editor page only, so no
 * public page ever loads it.
 */
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { defineLanguageFacet, HighlightStyle, Language, syntaxHighlighting } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { GFM, parser } from "@lezer/markdown";

/**
 * Markdown (with GitHub's tables, strikethrough and task lists) straight from
 * the Lezer parser: @codemirror/lang-markdown would also bring the HTML, CSS
 * and JavaScript languages for code blocks, four times the size.
 */
const markdown = new Language(defineLanguageFacet({ commentTokens: { block: { open: "<!--", close: "-->" } } }), parser.configure(GFM), [], "markdown");

const style = HighlightStyle.define([
  { tag: tags.heading, fontWeight: "700" },
  { tag: tags.strong, fontWeight: "700" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: tags.link, textDecoration: "underline" },
  { tag: tags.url, color: "#1e3a8a" },
  { tag: [tags.processingInstruction, tags.monospace], fontFamily: "ui-monospace, monospace" },
]);

const theme = EditorView.theme({
  "&": { backgroundColor: "#fff", color: "#1c1917", border: "1px solid #78716c", borderRadius: "0.375rem", fontSize: "1rem" },
  "&.cm-focused": { outline: "2px solid #9a3412", outlineOffset: "2px" },
  ".cm-content": { padding: "0.5rem 0.75rem", minHeight: "14rem", lineHeight: "1.6", caretColor: "#1c1917" },
  ".cm-scroller": { fontFamily: "inherit", maxHeight: "32rem", overflow: "auto" },
});

export interface MountedEditor {
  destroy(): void;
}

/** Replaces the textarea on screen (it stays in the form, hidden, holding the text). */
export function mountMarkdownEditor(textarea: HTMLTextAreaElement, onChange: (value: string) => void): MountedEditor {
  const attributes: Record<string, string> = { "aria-multiline": "true", role: "textbox" };
  const labelledBy = textarea.id ? document.querySelector(`label[for="${textarea.id}"]`)?.id : undefined;
  if (labelledBy) attributes["aria-labelledby"] = labelledBy;
  const describedBy = textarea.getAttribute("aria-describedby");
  if (describedBy) attributes["aria-describedby"] = describedBy;
  if (textarea.getAttribute("aria-invalid")) attributes["aria-invalid"] = "true";
  attributes.lang = textarea.closest("[lang]")?.getAttribute("lang") ?? "";
  const view = new EditorView({
    parent: textarea.parentElement!,
    state: EditorState.create({
      doc: textarea.value,
      extensions: [
        history(),
        // Tab is left to move focus (no indentWithTab): the page stays usable with the keyboard alone.
        keymap.of([...defaultKeymap, ...historyKeymap]),
        markdown,
        syntaxHighlighting(style),
        EditorView.lineWrapping,
        theme,
        EditorView.contentAttributes.of(attributes),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          textarea.value = update.state.doc.toString();
          onChange(textarea.value);
        }),
      ],
    }),
  });
  textarea.after(view.dom);
  textarea.hidden = true;
  view.dom.dataset.markdownEditor = textarea.name;
  return {
    destroy() {
      view.destroy();
      textarea.hidden = false;
    },
  };
}
