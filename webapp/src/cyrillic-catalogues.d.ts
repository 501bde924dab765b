/** A Serbian Latin catalogue written in Cyrillic when the app is built (build/cyrillic-catalogues.ts). */
declare module '*.json?cyrillic' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
