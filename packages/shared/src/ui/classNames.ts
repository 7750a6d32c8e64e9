/** Joins the class names that are set (the kit's one helper for conditional classes). */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
