// A back-office client that replays recorded answers (tests of the back office's data layer): each endpoint id gives
// its answers in order (the last one repeats), an endpoint with none recorded fails as a server error would, and
// every call is kept so a test can count what the engine asked for.
import type { Endpoint } from '../../schema/endpoint.ts';
import { type Answer, BackofficeError, type CallInput } from '../../sync/backoffice/client.ts';

export function replayingClient(recorded: Readonly<Record<string, readonly unknown[]>>, statusOf: (endpointId: string) => number = () => 200) {
  const calls: { id: string; input: CallInput }[] = [];
  const taken: Record<string, number> = {};
  const client = async (endpoint: Endpoint, input: CallInput = {}): Promise<Answer> => {
    calls.push({ id: endpoint.id, input });
    const answers = recorded[endpoint.id];
    if (answers === undefined) {
      throw new BackofficeError('not recorded', 500, 'TEST');
    }
    const n = taken[endpoint.id] ?? 0;
    taken[endpoint.id] = n + 1;
    return { status: statusOf(endpoint.id), body: structuredClone(answers[Math.min(n, answers.length - 1)]) };
  };
  return { client, calls, count: (id: string) => calls.filter((c) => c.id === id).length };
}
