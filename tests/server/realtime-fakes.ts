// A socket without a network for the hub and odds-stream tests: records what it was sent (parsed), counts
// pings, and lets a test set readyState and bufferedAmount (a phone on a slow link) and fire 'pong'/'close'.
import type { HubSocket } from '../../server/modules/realtime/hub.ts';

export class FakeSocket implements HubSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  pings = 0;
  terminated = false;
  closedWith: number | null = null;
  readonly #listeners = new Map<string, Array<() => void>>();

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  ping(): void {
    this.pings += 1;
  }
  terminate(): void {
    this.terminated = true;
    this.emit('close');
  }
  close(code?: number): void {
    this.closedWith = code ?? null;
    this.readyState = 3;
    this.emit('close');
  }
  on(event: 'pong' | 'close', listener: () => void): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string): void {
    this.#listeners.get(event)?.forEach((l) => {
      l();
    });
  }
}
