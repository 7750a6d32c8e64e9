declare module '*.css' {
  const css: string;
  export default css;
}

/** An SVG imported as a file (webpack asset/resource): its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
