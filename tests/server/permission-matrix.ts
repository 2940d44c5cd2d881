// The permission matrix as a Markdown table (roles across, permissions down), rendered from schema/operator-access.ts
// so docs/decisions/backoffice.md can be checked against the code (backoffice-docs.test.ts).
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '../../schema/operator-access.ts';

export function renderPermissionMatrix(): string {
  const header = `| permission | ${ROLES.join(' | ')} |`;
  const rule = `|---|${ROLES.map(() => ':-:').join('|')}|`;
  const rows = PERMISSIONS.map((p) => `| \`${p}\` | ${ROLES.map((r) => (ROLE_PERMISSIONS[r].includes(p) ? '✓' : '')).join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}
