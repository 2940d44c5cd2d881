// A country's flag as a local SVG (/flags/{code}.svg, written into the build by build/flags-plugin.ts):
// no public flag service, one small cached file per flag, fetched only when shown (lazy, async decode).
// Width and height are explicit (4:3), so nothing shifts when the file arrives. An unknown country shows
// nothing, an international grouping a neutral globe, and a file that fails to load hides itself.
import { useState } from 'react';
import { styled } from '@linaria/react';
import { Icon } from '../components/icons.tsx';
import { resolveFlag } from './flag-codes.ts';
import { useSaveData } from '../data/save-data.ts';

const Img = styled.img`
  flex: none;
  display: inline-block;
  vertical-align: middle;
  object-fit: cover;
  border-radius: 2px;
  box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.12);
`;
const Globe = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  color: var(--muted);
`;

/** The URL of a flag file; BASE_URL keeps it right if the client is ever served under a sub-path. */
function flagUrl(code: string): string {
  return `${import.meta.env.BASE_URL}flags/${code}.svg`;
}

export function Flag({ code, country, size = 16 }: { code?: string | null; country?: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  // Low-data mode (issue 17): no flag at all; the country's or league's name is always written beside it.
  const saving = useSaveData();
  const choice = resolveFlag(code, country);
  const width = Math.round((size * 4) / 3);
  if (choice === null || saving) {
    return null;
  }
  if (choice.kind === 'globe') {
    return (
      // No style attribute: the server-rendered page's CSP refuses inline styles; the icon sets its own size.
      <Globe aria-hidden="true" data-flag="globe">
        <Icon name="globe" size={size} />
      </Globe>
    );
  }
  if (failed === choice.code) {
    return null;
  }
  return (
    <Img
      src={flagUrl(choice.code)}
      width={width}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      data-flag={choice.code}
      onError={() => setFailed(choice.code)}
    />
  );
}
