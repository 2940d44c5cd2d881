// "Report a problem" in the profile panel: saves this visit's recorded events (scrubbed of every secret, see
// sync/scrub.ts) as a JSONL file the player can send to support, who replay it with `npm run replay FILE`.
// Part of the profile panel's lazy chunk, so none of it weighs on the home route.
import { useState } from 'react';
import { useValue } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { sessionReport } from './session-report.ts';

/** Hands `text` to the browser as a download named `fileName`. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by the next task; the object is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function ReportProblemButton() {
  const t = useT();
  const language = useValue('language') ?? 'en';
  const sessionToken = useValue('session_id') ?? '';
  const [saved, setSaved] = useState<string | null>(null);
  const save = (): void => {
    void sessionReport(language, [sessionToken]).then((report) => {
      if (report) {
        download(report.fileName, report.text);
        setSaved(report.fileName);
      }
    });
  };
  return (
    <>
      <button type="button" className="wide" data-testid="report-problem" onClick={save}>
        {t('profile.reportProblem')}
      </button>
      {saved ? (
        <small role="status" data-testid="report-saved" style={{ color: 'var(--muted)', textAlign: 'center' }}>
          {t('profile.reportSaved', { file: saved })}
        </small>
      ) : null}
    </>
  );
}
