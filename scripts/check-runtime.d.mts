// Types of scripts/check-runtime.mjs for the TypeScript tests that import it.
/** Names of packages that implement React's API in place of react / react-dom. */
export const OTHER_REACTS: RegExp;
export type PackageVersions = Record<string, string>;
export function runtimeFindings(label: string, packages: PackageVersions, installed: PackageVersions): string[];
export function installedReact(): { react: string; 'react-dom': string };
