/** Types of check-bundle-size.mjs for the browser test that checks its model (e2e/first-load.spec.ts). */
export type Manifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;
export const LANGUAGES: string[];
export const ROUTES: Record<string, string[]>;
export const WORKSPACE_CEILING_KB: number;
export function readManifest(dir?: string): Manifest;
export function firstLoadFiles(
  manifest: Manifest,
  route: string,
  language: string,
  options?: { withLazyParts?: boolean },
): string[];
export function unlistedRouteModules(manifest: Manifest): string[];
export function gzipSize(file: string, dir?: string): number;
