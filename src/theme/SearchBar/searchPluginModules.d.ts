// The search plugin's helpers the placeholder box reuses (the package ships no types for them).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
