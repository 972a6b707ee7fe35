/** Written by ./index.ts when the config loads: the token types that show a colour of their own. */
declare module '@generated/prism-token-css/styledTypes.json' {
  const styledTypes: string[];
  export default styledTypes;
}
