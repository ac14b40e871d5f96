/**
 * What the status page shows of a request's stages and messages (docs/product/journey.md#status-page),
 * from its form and status. Pure: the page's loader and the tests use it.
 */
import type { Locale } from "#app/platform/i18n/locale.ts";
import type { Paragraph } from "#app/ui/rich-text-model.ts";
import { adoptionSteps, fosterSteps, journeyCopy, closingOf, pageStepOf, stagesOf, workflowOf, type Stage } from "#app/features/journey/request/public.ts";

export interface TrackStage {
  stage: Stage;
  title: string;
  /** The explanation of the page's step (adoption and foster home, from the second stage on), shown for the current stage. */
  text: Paragraph | null;
  state: "done" | "current" | "todo";
}

/** The simple workflow's stage names (sponsorship). */
const simpleTitles: Record<Locale, Record<string, string>> = {
  de: { new: "Anfrage eingegangen", in_progress: "In Bearbeitung", done: "Erledigt" },
  es: { new: "Solicitud recibida", in_progress: "En curso", done: "Hecho" },
};

/**
 * Every stage of the request's workflow, each with its title (the adoption or foster page's step)
 * and whether it is done, current or to come. A request closed early shows every stage as it
 * stood (no stage current): the page names the closing instead.
 */
export function stageTrack(formType: string, status: string, locale: Locale): TrackStage[] {
  const stages = stagesOf(formType);
  const current = stages.indexOf(status as Stage);
  const workflow = workflowOf(formType);
  const steps = workflow === "adoption" ? adoptionSteps[locale] : workflow === "foster" ? fosterSteps[locale] : null;
  return stages.map((stage, index) => {
    const step = steps ? steps[pageStepOf(formType, stage) ?? -1] : undefined;
    return {
      stage,
      // The first stage is done once the page exists: "Anfrage gesendet", not the page step's "Schick uns eine Anfrage".
      title: index === 0 && workflow !== "simple" ? journeyCopy[locale].statusPage.firstStage[workflow] : (step?.title ?? simpleTitles[locale][stage] ?? stage),
      // The first step tells a visitor how to send the request (with "the form below"): the applicant
      // has done it, so the page shows that step's title only ("what happens next" says the rest).
      text: index === 0 ? null : (step?.text ?? null),
      state: current < 0 ? "todo" : index < current ? "done" : index === current ? "current" : "todo",
    };
  });
}

/** What is done of an adoption from the contract on: the status page's "what happens next" follows it. */
export interface AdoptionFacts {
  contract: "none" | "ready" | "signed" | "countersigned";
  feeReceived: boolean;
  /** The family is on a transport (day, place and time are set). */
  handoverSet: boolean;
}

/**
 * What happens next and roughly when, for the current stage (null when closed). From the contract
 * on, an adoption's text follows what is done (contract signed, fee received, handover set), so the
 * page never promises what has happened already.
 */
export function nextText(formType: string, status: string, locale: Locale, facts?: AdoptionFacts): string | null {
  if (closingOf(status)) return null;
  const workflow = workflowOf(formType);
  const next = journeyCopy[locale].statusPage.next[workflow];
  if (workflow !== "adoption" || !facts || !["pre_check", "contract", "travel"].includes(status)) return next[status] ?? null;
  if (status === "pre_check" && facts.contract === "none") return next[status] ?? null;
  const c = journeyCopy[locale].statusPage.nextFacts;
  const signed = facts.contract === "signed" || facts.contract === "countersigned";
  if (facts.handoverSet) {
    const first = facts.contract === "ready" ? c.signFirst : signed && !facts.feeReceived ? c.feeFirst : null;
    return first ? `${c.handoverSet} ${first}` : c.handoverSet;
  }
  if (facts.contract === "none") return status === "travel" ? c.handoverOpen : c.contractNone;
  if (facts.contract === "ready") return c.contractReady;
  if (!facts.feeReceived) return c.contractSigned;
  return status === "travel" ? c.handoverOpen : c.contractDone;
}

/** The rough duration of the whole journey (adoption, foster home), for an open request. */
export function durationText(formType: string, status: string, locale: Locale): string | null {
  const workflow = workflowOf(formType);
  if (workflow === "simple" || closingOf(status) || status === stagesOf(formType).at(-1)) return null;
  return journeyCopy[locale].statusPage.duration[workflow];
}

export type TextSegment = { text: string } | { text: string; href: string };

/**
 * A message split into text and links, where a link is an address on one of our own sites (a dog's
 * page, the watch list): the association's messages link to our pages; any other address stays text.
 */
export function linkSegments(text: string, origins: readonly string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  // A link ends before the punctuation and the closing quotation marks („…“, «…») that follow it.
  for (const match of text.matchAll(/https?:\/\/[^\s<>"“”«»]+[^\s<>".,;:!?)“”«»’']/g)) {
    const url = match[0];
    const own = origins.some((origin) => url === origin || url.startsWith(`${origin}/`));
    if (!own) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: url, href: url });
    last = match.index + url.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
