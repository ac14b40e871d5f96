/** An answer of a select or radio group: the value sent and the label shown. */
export interface Option<T extends string> {
  value: T;
  label: string;
}

/**
 * Each value with its label, in the order of `values`: the option lists of the
 * forms, from a fixed list and the labels of the visitor's language. No message
 * catalogue here, so the browser can build a list from the messages it has.
 */
export function labelled<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
