/**
 * A join's answer. `retry`: refused for a passing reason (the API did not answer, too many
 * joins at once), so the browser asks again later; without it the refusal is final.
 */
export interface JoinResult {
  ok: boolean;
  retry?: boolean;
}

/**
 * An event as a socket received it: its name and its arguments, the last of which is the
 * event's offset in the realtime servers' shared stream when it has one (Socket.IO's
 * connection state recovery appends it to every event sent to rooms).
 */
export interface ReceivedEvent {
  event: string;
  args: unknown[];
}

/** What a browser asks after a reconnect that Socket.IO could not recover. */
export interface ResumeRequest {
  /** The rooms to join again, as a page's `join`s would. */
  rooms: string[];
  /** The offset of the last event received before the connection was lost. */
  since: string;
}

/**
 * The answer: each room's join, and the events sent to those rooms after `since`, oldest
 * first, as `[event, ...args]` with their offsets; null when they cannot be known (the
 * offset was trimmed from the stream, or the server keeps no stream), and the views fetch again.
 */
export interface ResumeResult {
  joined: Record<string, JoinResult>;
  missed: unknown[][] | null;
}

/** Offsets kept to recognise an event delivered twice (once live, once in a resume's answer). */
const REMEMBERED_OFFSETS = 500;

/**
 * The browser's side of catching up after a realtime process died under it (kill -9): the
 * process never wrote down what its sockets had received, so Socket.IO's own recovery fails
 * and the events sent in the gap would be lost. The browser remembers the last offset it got;
 * after such a reconnect it asks `resume` (the server answers what the rooms got since), and
 * until the answer comes, live events wait here, so the views see every event once, in the
 * order it was sent: the missed ones first, then those that came meanwhile.
 */
export class LiveResume {
  #lastOffset: string | null = null;
  #seen = new Set<string>();
  #waiting: ReceivedEvent[] | null = null;

  /** A live event: the events to hand to the views now (none while a resume is awaited). */
  received(event: ReceivedEvent): ReceivedEvent[] {
    if (this.#waiting) {
      this.#waiting.push(event);
      return [];
    }
    return this.#fresh(event) ? [event] : [];
  }

  /**
   * The connection is back and Socket.IO did not recover it: the offset to resume from, with
   * live events held until `resumed`; null when nothing was received yet (nothing to catch up).
   */
  resuming(): string | null {
    if (this.#lastOffset === null) return null;
    this.#waiting ??= [];
    return this.#lastOffset;
  }

  /**
   * The server's answer (`missed`, null when it could not tell, or the request failed): the
   * events to hand to the views, the missed ones first, each once.
   */
  resumed(missed: unknown[][] | null): ReceivedEvent[] {
    const waiting = this.#waiting ?? [];
    this.#waiting = null;
    const replayed = (missed ?? []).flatMap((packet) => {
      const [event, ...args] = packet;
      return typeof event === 'string' ? [{ event, args }] : [];
    });
    return [...replayed, ...waiting].filter((event) => this.#fresh(event));
  }

  /** Remembers the event's offset; false when it was already handed on. */
  #fresh(event: ReceivedEvent): boolean {
    const offset = offsetOf(event);
    if (offset === null) return true;
    if (this.#seen.has(offset)) return false;
    this.#seen.add(offset);
    if (this.#seen.size > REMEMBERED_OFFSETS) this.#seen.delete(this.#seen.values().next().value as string);
    this.#lastOffset = offset;
    return true;
  }
}

/** The event's offset: its last argument when that is a string (payloads are objects). */
export function offsetOf(event: ReceivedEvent): string | null {
  const last = event.args.at(-1);
  return typeof last === 'string' ? last : null;
}
