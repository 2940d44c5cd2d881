// The decision record's permission matrix is the code's: docs/decisions/backoffice.md must carry the table rendered
// from schema/operator-access.ts, so a change of the matrix changes its record in the same commit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPermissionMatrix } from './permission-matrix.ts';

describe('docs/decisions/backoffice.md', () => {
  it('shows the permission matrix exactly as the code declares it', () => {
    expect(readFileSync('docs/decisions/backoffice.md', 'utf8')).toContain(renderPermissionMatrix());
  });
});
