/** Those waiting for their task, in the order they asked. */
const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

function wake(): void {
  waiting.shift()?.();
  // Closed when nobody waits: an open port would keep a test's process alive.
  if (waiting.length === 0 && channel) {
    channel.port1.close();
    channel = null;
  }
}

/**
 * Resolves in a task of its own, so that what the caller does next is not part of the
 * current task: a message posted to itself, as React's scheduler does. One port keeps the
 * callers in order (messages of different ports may overtake each other). Not a timer: a
 * nested one waits at least 4 ms, and a background tab's up to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = wake;
    }
    channel.port2.postMessage(null);
  });
}
