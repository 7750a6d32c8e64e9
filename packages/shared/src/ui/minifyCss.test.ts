import { minifiedCss, minifyCss } from './minifyCss';

describe('minifyCss', () => {
  it('drops comments and the whitespace around blocks and declarations', () => {
    const css = `/* the header */\n.a {\n  color: red;\n  margin: 0 auto;\n}\n\n.b { padding: 4px; }\n`;
    expect(minifyCss(css)).toBe('.a{color: red;margin: 0 auto}.b{padding: 4px}');
  });

  it('keeps the descendant and pseudo-class spaces that change what a selector matches', () => {
    expect(minifyCss('.a .b:hover,  .c :focus { x: 1 }')).toBe('.a .b:hover, .c :focus{x: 1}');
  });

  it('keeps strings as written, comment-like text and spacing included', () => {
    expect(minifyCss(`.q::before { content: "  /* not a comment */  "; }\n.r::after { content: '\\'  x'; }`)).toBe(
      `.q::before{content: "  /* not a comment */  "}.r::after{content: '\\'  x'}`,
    );
  });

  it('keeps at-rules and nested blocks working', () => {
    expect(minifyCss('@media (max-width: 600px) {\n  .a { display: none; }\n}\n')).toBe('@media (max-width: 600px){.a{display: none}}');
  });

  it('leaves braces and semicolons inside strings alone', () => {
    expect(minifyCss('.s::before { content: " { ; } "; }')).toBe('.s::before{content: " { ; } "}');
  });

  it('survives an unterminated comment or string', () => {
    expect(minifyCss('.a { x: 1 } /* open')).toBe('.a{x: 1}');
    expect(minifyCss('.a { content: "open')).toBe('.a{content: "open');
  });

  it('minifies a sheet once and returns the same text after', () => {
    const css = '.once {  a: b;  }';
    expect(minifiedCss(css)).toBe('.once{a: b}');
    expect(minifiedCss(css)).toBe(minifiedCss(css));
  });
});
