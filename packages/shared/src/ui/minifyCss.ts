/**
 * A style sheet without its comments and the whitespace CSS does not read: the sheets are written for people, and the
 * server sends them inline in every page (issue 11: the page's first bytes are what a slow link waits for). Strings
 * and the whitespace that separates selectors (`.a .b`, `.a :focus`) or values are kept.
 */
export function minifyCss(css: string): string {
  let out = '';
  let space = false;
  // Spaces next to the punctuation that opens or ends a block or a declaration carry no meaning.
  const tight = (c: string | undefined) => c === undefined || c === '{' || c === '}' || c === ';';
  const emit = (text: string) => {
    if (space && !tight(out.at(-1)) && !tight(text[0])) out += ' ';
    space = false;
    // The last declaration of a block needs no semicolon.
    if (text === '}' && out.endsWith(';')) out = out.slice(0, -1);
    out += text;
  };
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      // A string, escapes and all.
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      emit(css.slice(i, j + 1));
      i = j + 1;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 2;
    } else if (/\s/.test(c)) {
      space = true;
      i++;
    } else {
      emit(c);
      i++;
    }
  }
  return out;
}

const minified = new Map<string, string>();
/** minifyCss, once per sheet (the sheets are constants of their modules). */
export function minifiedCss(css: string): string {
  let result = minified.get(css);
  if (result === undefined) {
    result = minifyCss(css);
    minified.set(css, result);
  }
  return result;
}
