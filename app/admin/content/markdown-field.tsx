/**
 * A body field: a plain <textarea> (works without JavaScript), enhanced by
 * the Markdown editor loaded on demand, with a live preview that the server
 * renders with the public page's Markdown renderer and sanitiser.
 */
import { useEffect, useRef, useState } from "react";
import type { ArticleKind } from "#app/features/articles/rules/format.ts";
import type { Lang } from "#app/features/articles/rules/slug.ts";
import { adminPath } from "../route-table.ts";
import { FieldProblem, input, label as labelClass } from "../ui.tsx";
import { ARTICLE_BODY_CLASS } from "./article-view.tsx";

interface Props {
  /** Whose page the preview imitates: a post's, a guide's or a dog's. */
  kind: ArticleKind | "dog";
  lang: Lang;
  name: string;
  label: string;
  hint: string;
  previewLabel: string;
  loadingText: string;
  defaultValue: string;
  error?: string;
  rows?: number;
}

/** The gallery as the form holds it now, so an image placeholder previews the current order and texts. */
function galleryFields(form: HTMLFormElement | null, body: FormData) {
  if (!form) return;
  const data = new FormData(form);
  for (const key of ["gallery_url", "gallery_de", "gallery_es", "gallery_position", "gallery_remove"]) {
    for (const value of data.getAll(key)) if (typeof value === "string") body.append(key, value);
  }
}

export function MarkdownField({ kind, lang, name, label, hint, previewLabel, loadingText, defaultValue, error, rows = 14 }: Props) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [html, setHtml] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const area = textarea.current;
    if (!area) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let cancelled = false;
    let editor: { destroy(): void } | undefined;
    const render = () => {
      controller?.abort();
      controller = new AbortController();
      const body = new FormData();
      body.set("kind", kind);
      body.set("lang", lang);
      body.set("body", area.value);
      galleryFields(area.form, body);
      setBusy(true);
      fetch(adminPath("admin-content-render"), { method: "POST", body, signal: controller.signal, credentials: "same-origin" })
        .then((res) => (res.ok ? (res.json() as Promise<{ html: string }>) : null))
        .then((json) => {
          if (json && !cancelled) setHtml(json.html);
        })
        .catch(() => undefined)
        .finally(() => {
          if (!cancelled) setBusy(false);
        });
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(render, 300);
    };
    render();
    area.addEventListener("input", schedule);
    import("./markdown-editor.ts")
      .then(({ mountMarkdownEditor }) => {
        if (!cancelled) editor = mountMarkdownEditor(area, schedule);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      controller?.abort();
      area.removeEventListener("input", schedule);
      editor?.destroy();
    };
  }, [kind, lang]);

  const describedBy = [`${name}-hint`, error ? `${name}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="mt-4">
      <label htmlFor={name} id={`${name}-label`} className={labelClass}>
        {label}
      </label>
      <p id={`${name}-hint`} className="mt-1 text-sm text-stone-700">
        {hint}
      </p>
      <div className="mt-1">
        <textarea
          ref={textarea}
          id={name}
          name={name}
          defaultValue={defaultValue}
          rows={rows}
          maxLength={200_000}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          lang={lang}
          className={`${input} font-mono`}
        />
      </div>
      <FieldProblem id={`${name}-error`} field={name} problem={error} />
      {html !== null ? (
        <section aria-label={previewLabel} className="mt-4 rounded-md border border-stone-300 bg-white p-4" data-live-preview={lang} aria-busy={busy}>
          <p className="text-sm font-semibold text-stone-700">{busy ? loadingText : previewLabel}</p>
          <div className={`mt-2 ${ARTICLE_BODY_CLASS}`} dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      ) : null}
    </div>
  );
}
