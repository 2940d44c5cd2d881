// Types of scripts/check-runtime.mjs for the TypeScript tests that import it.
export type PackageVersions = Record<string, string>;
export function runtimeFindings(label: string, packages: PackageVersions, installed: PackageVersions): string[];
export function installedReact(): { react: string; 'react-dom': string };
